/**
 * Booked Sessions (spec §2): title, the description's first 50 characters, duration, the tutor's
 * name and View → /sessions/{sessionId}; 'No Data Available.' before the first booking. The last
 * copy shows offline (the service worker keeps it).
 */
import { Link } from 'react-router-dom';
import { PREVIEW_LENGTH } from '@domain/constants';
import { preview } from '@domain/text';
import type { BookedSession } from '@domain/types';
import { buttonClass } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useBookedSessions } from '../api/get-booked-sessions';

const columns: Column<BookedSession>[] = [
  { header: 'Title', cell: (b) => <span className="font-semibold text-slate-900">{b.title}</span> },
  { header: 'Description', cell: (b) => <span className="text-slate-600">{preview(b.description, PREVIEW_LENGTH.dashboard)}</span> },
  { header: 'Duration', cell: (b) => b.duration, className: 'sm:whitespace-nowrap' },
  { header: 'Tutor', cell: (b) => b.tutor.name },
  {
    header: 'Actions',
    bare: true,
    cell: (b) => (
      <Link to={paths.session(b.sessionId)} aria-label={`View ${b.title}`} className={`${buttonClass('secondary', 'sm')} mt-2 sm:mt-0`}>
        View
      </Link>
    ),
  },
];

export function BookedSessionsTable({ email }: { email: string }) {
  const query = useBookedSessions(email);
  return (
    <QueryState query={query} label="booked sessions">
      {(rows) => <DataTable caption="Booked sessions" columns={columns} rows={rows} rowKey={(b) => b._id} />}
    </QueryState>
  );
}
