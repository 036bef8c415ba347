/** One line about the notes' journey to the server: all synced, waiting (and why), or refused. */
import { format } from 'date-fns';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useOnline } from '@/lib/use-online';
import { requestSync, useSyncStatus } from '../sync/active-sync';
import { useSyncCounts } from '../hooks/use-notes';

const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export function SyncStatusBar({ owner }: { owner: string }) {
  const online = useOnline();
  const status = useSyncStatus();
  const { logOut } = useAuth();
  const { data: counts } = useSyncCounts(owner);
  if (!counts || (counts.total === 0 && online)) return null;

  // A stuck note waits on its own backoff (sync engine, issue 13): it is told apart below, not as "syncing".
  const flowing = counts.pending - counts.stuck;
  const waiting = plural(flowing, 'change is', 'changes are');
  let tone: 'ok' | 'wait' | 'bad' = 'ok';
  let text = counts.rejected + counts.stuck > 0 ? 'Your other notes are synced.' : 'All your notes are synced.';
  let action: { label: string; run: () => void } | null = null;

  if (flowing > 0) {
    tone = 'wait';
    if (!online) text = `You are offline. ${waiting} saved on this device and will sync when you are back online.`;
    else if (status?.state === 'paused') {
      tone = 'bad';
      text = `${status.message} ${waiting} safe on this device until then.`;
      action = { label: 'Sign in again', run: () => void logOut() };
    } else if (status?.state === 'retrying') {
      const at = status.retryAt ? ` Trying again at ${format(status.retryAt, 'h:mm:ss a')}.` : '';
      text = `${waiting} waiting to sync. ${status.message ?? ''}${at}`;
      action = { label: 'Try now', run: () => requestSync('manual') };
    } else text = `Syncing: ${waiting} on the way to the server.`;
  } else if (!online) {
    text = 'You are offline. New notes and changes are saved on this device.';
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
          The server could not store {plural(counts.stuck, 'note', 'notes')}. {counts.stuck === 1 ? 'It is' : 'They are'} kept on this device and tried again by{' '}
          {counts.stuck === 1 ? 'itself' : 'themselves'}, less often each time; your other notes sync as usual. {counts.stuck === 1 ? 'It is' : 'They are'}{' '}
          marked below: edit or delete {counts.stuck === 1 ? 'it' : 'them'} if this goes on.
        </p>
      )}
      {counts.rejected > 0 && (
        <p role="alert" className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-inset ring-rose-200">
          The server refused {plural(counts.rejected, 'change', 'changes')}. {counts.rejected === 1 ? 'It stays' : 'They stay'} on this device, marked below
          with the reason: edit the note or try again.
        </p>
      )}
    </div>
  );
}
