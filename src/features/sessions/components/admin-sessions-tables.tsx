/**
 * All Sessions (docs/product.md#screen-all-sessions): three tables by status. Every row has View and the price/status form;
 * Accepted rows also have Customize (a full page load, as the old screen did) and Delete.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SessionStatus } from '@domain/constants';
import { SESSION_STATUSES } from '@domain/constants';
import { MSG } from '@domain/messages';
import type { StudySession } from '@domain/types';
import { Button, buttonClass } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Pending } from '@/components/ui/query-state';
import { SelectField } from '@/components/ui/select-field';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/use-online';
import { useSearchParam } from '@/lib/use-search-param';
import { useAllSessions } from '../api/get-all-sessions';
import { AdminUpdateForm } from './admin-update-form';
import { DeleteSessionDialog } from './delete-session-dialog';
import { coverColumn, descriptionColumn, durationColumn, titleColumn, ViewLink } from './session-cells';

const SHOW_OPTIONS = [{ value: '', label: 'All statuses' }, ...SESSION_STATUSES.map((s) => ({ value: s, label: s }))];

export function AdminSessionsTables() {
  const { data, isPending, isError, refetch, fetchStatus } = useAllSessions();
  const online = useOnline();
  const [toDelete, setToDelete] = useState<StudySession | null>(null);
  // `?status=Pending` shows one table (the overview's Pending sessions tile links here with it).
  const [statusParam, showStatus] = useSearchParam('status');
  const only = SESSION_STATUSES.find((s) => s === statusParam);

  if (isPending) return <Pending paused={fetchStatus === 'paused'} label="Loading all sessions" />;
  if (isError && !data) return <ErrorState message={MSG.common.loadFailed('sessions')} onRetry={() => void refetch()} />;

  const columns = (status: SessionStatus): Column<StudySession>[] => [
    coverColumn,
    titleColumn,
    descriptionColumn,
    durationColumn,
    { header: 'Tutor', cell: (s) => s.tutor.name || s.tutor.email },
    {
      header: 'Action',
      cell: (s) => (
        <div className="flex flex-wrap gap-2">
          <ViewLink session={s} />
          {status === 'Accepted' && (
            <>
              <Link reloadDocument to={paths.dashboard.customizeSession(s._id)} aria-label={`Customize ${s.title}`} className={buttonClass('secondary', 'sm')}>
                Customize
              </Link>
              <Button variant="danger" size="sm" aria-label={`Delete ${s.title}`} disabled={!online} onClick={() => setToDelete(s)}>
                Delete
              </Button>
            </>
          )}
        </div>
      ),
    },
    // Keyed by status so a row that moves to another table starts from its new values.
    { header: 'Update', className: 'sm:min-w-[16.5rem]', cell: (s) => <AdminUpdateForm key={`${s._id}-${s.status}-${s.price}`} session={s} /> },
  ];

  return (
    <div className="space-y-10">
      <div className="max-w-xs">
        <SelectField label="Show" value={only ?? ''} onChange={(e) => showStatus(e.target.value)} options={SHOW_OPTIONS} />
      </div>
      {!online && <p className="text-sm text-amber-800">{MSG.sessions.adminOffline}</p>}
      {(only ? [only] : SESSION_STATUSES).map((status) => {
        const rows = data.filter((s) => s.status === status);
        return (
          <section key={status} aria-labelledby={`sessions-${status}`}>
            <h2 id={`sessions-${status}`} className="mb-3 flex items-center gap-2 text-lg font-bold text-slate-900">
              {status} <span className="rounded-full bg-slate-200 px-2 text-sm font-semibold text-slate-700">{rows.length}</span>
            </h2>
            {rows.length ? <DataTable caption={`${status} sessions`} columns={columns(status)} rows={rows} rowKey={(s) => s._id} /> : <EmptyState />}
          </section>
        );
      })}
      <DeleteSessionDialog session={toDelete} asAdmin onClose={() => setToDelete(null)} />
    </div>
  );
}
