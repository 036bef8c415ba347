/** One line about the notes' journey to the server: all synced, waiting (and why), or refused. */
import { format } from 'date-fns';
import { MSG } from '@domain/messages';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useOnline } from '@/lib/use-online';
import { requestSync, useSyncStatus } from '../sync/active-sync';
import { useSyncCounts } from '../hooks/use-notes';

export function SyncStatusBar({ owner }: { owner: string }) {
  const online = useOnline();
  const status = useSyncStatus();
  const { logOut } = useAuth();
  const { data: counts } = useSyncCounts(owner);
  if (!counts || (counts.total === 0 && online)) return null;

  // A stuck note waits on its own backoff (sync engine, issue 13): it is told apart below, not as "syncing".
  const flowing = counts.pending - counts.stuck;
  let tone: 'ok' | 'wait' | 'bad' = 'ok';
  let text: string = counts.rejected + counts.stuck > 0 ? MSG.notes.othersSynced : MSG.notes.allSynced;
  let action: { label: string; run: () => void } | null = null;

  if (flowing > 0) {
    tone = 'wait';
    if (!online) text = MSG.notes.offlineChanges(flowing);
    else if (status?.state === 'paused') {
      tone = 'bad';
      text = MSG.notes.syncPaused(status.message ?? '', flowing);
      action = { label: 'Sign in again', run: () => void logOut() };
    } else if (status?.state === 'retrying') {
      text = MSG.notes.syncRetrying(flowing, status.message, status.retryAt ? format(status.retryAt, 'h:mm:ss a') : undefined);
      action = { label: 'Try now', run: () => requestSync('manual') };
    } else text = MSG.notes.syncing(flowing);
  } else if (!online) {
    text = MSG.notes.offlineNoChanges;
  }

  const styles = {
    ok: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
    wait: 'bg-amber-50 text-amber-900 ring-amber-200',
    bad: 'bg-rose-50 text-rose-900 ring-rose-200',
  };
  return (
    <div className="space-y-2">
      <div role="status" className={`flex flex-wrap items-center justify-between gap-3 rounded-xl px-4 py-3 text-sm ring-1 ring-inset ${styles[tone]}`}>
        <p>{text}</p>
        {action && (
          <Button size="sm" variant="secondary" onClick={action.run}>
            {action.label}
          </Button>
        )}
      </div>
      {counts.stuck > 0 && (
        <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-inset ring-rose-200">
          {MSG.notes.stuckCount(counts.stuck)}
        </p>
      )}
      {counts.rejected > 0 && (
        <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-inset ring-rose-200">
          {MSG.notes.refusedCount(counts.rejected)}
        </p>
      )}
    </div>
  );
}
