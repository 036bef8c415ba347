/**
 * My Sessions (docs/product.md#screen-my-sessions): the tutor's sessions with status, view/edit/delete, and 'Request Again?' on
 * Rejected rows. Edit opens with a full page load, as the old screen did.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import type { StudySession } from '@domain/types';
import { Button, buttonClass } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Pending } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { useTutorSessions } from '../api/get-tutor-sessions';
import { useRequestAgain } from '../api/session-mutations';
import { DeleteSessionDialog } from './delete-session-dialog';
import { coverColumn, descriptionColumn, durationColumn, titleColumn, ViewLink } from './session-cells';
import { StatusPill } from './status-pill';
import { dollars } from '@domain/text';

export function MySessionsTable({ email }: { email: string }) {
  const { data, isPending, isError, refetch, fetchStatus } = useTutorSessions(email);
  const online = useOnline();
  const again = useRequestAgain();
  const [toDelete, setToDelete] = useState<StudySession | null>(null);

  async function requestAgain(session: StudySession) {
    try {
      await again.mutateAsync(session._id);
      toast.success(MSG.sessions.requestSent);
    } catch (error) {
      toast.error(await errorMessage(error));
    }
  }

  if (isPending) return <Pending paused={fetchStatus === 'paused'} label="Loading your sessions" />;
  if (isError && !data) return <ErrorState message={MSG.sessions.yoursLoadFailed} onRetry={() => void refetch()} />;
  if (!data.length) return <EmptyState />;

  const columns: Column<StudySession>[] = [
    coverColumn,
    titleColumn,
    descriptionColumn,
    durationColumn,
    { header: 'Price', cell: (s) => dollars(s.price) },
    {
      header: 'Status',
      cell: (s) => (
        <div className="space-y-1">
          <StatusPill status={s.status} />
          {/* Issue 22: a session with no class link asks for one (its students are told none is there yet). */}
          {s.meetingUrl === null && (
            <Link reloadDocument to={paths.dashboard.tutorSession(s._id)} className="block text-xs font-semibold text-amber-800 underline">
              Add a class link<span className="sr-only"> to {s.title}</span>
            </Link>
          )}
        </div>
      ),
    },
    {
      header: 'Actions',
      cell: (s) => (
        <div className="flex flex-wrap items-center gap-2 xl:flex-nowrap">
          <ViewLink session={s} />
          <Link reloadDocument to={paths.dashboard.tutorSession(s._id)} aria-label={`Edit ${s.title}`} className={buttonClass('secondary', 'sm')}>
            Edit
          </Link>
          <Link to={paths.dashboard.roster(s._id)} aria-label={`Roster of ${s.title}`} className={buttonClass('secondary', 'sm')}>
            Roster
          </Link>
          <Button variant="danger" size="sm" aria-label={`Delete ${s.title}`} disabled={!online} onClick={() => setToDelete(s)}>
            Delete
          </Button>
          {s.status === 'Rejected' && (
            <Button size="sm" disabled={!online} loading={again.isPending && again.variables === s._id} onClick={() => void requestAgain(s)}>
              Request Again?
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <>
      {!online && <p className="mb-3 text-sm text-amber-800">{MSG.sessions.tutorOffline}</p>}
      <DataTable caption="My sessions" columns={columns} rows={data} rowKey={(s) => s._id} />
      <DeleteSessionDialog session={toDelete} asAdmin={false} onClose={() => setToDelete(null)} />
    </>
  );
}
