/**
 * Booked Sessions (docs/product.md#screen-booked-sessions): title, the description's first 50 characters, duration, the tutor's
 * name and View → /sessions/{sessionId}; 'No Data Available.' before the first booking. Issue 14 adds
 * when the class is, in the viewer's zone, and splits the list into Upcoming (soonest first) and Past
 * (most recent first). Issue 15: an upcoming booking can be cancelled (./cancel-booking-button), and
 * cancelled ones move to a Cancelled section with their refund state. The last copy shows offline
 * (the service worker keeps it).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PREVIEW_LENGTH } from '@domain/constants';
import { MSG } from '@domain/messages';
import { formatInstant, relativeTime } from '@domain/session-times';
import { preview } from '@domain/text';
import type { BookedSession } from '@domain/types';
import { buttonClass } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useBookedSessions } from '../api/get-booked-sessions';
import { CancelBookingButton } from './cancel-booking-button';
import { CancelledPart } from './cancelled-bookings';

/** A live booking: its session exists, so it has times. */
type LiveBooking = BookedSession & { isoCS: string; isoCE: string; sessionId: string };
const isLive = (b: BookedSession): b is LiveBooking => b.status === 'booked' && b.isoCS != null && b.isoCE != null && b.sessionId != null;

function columns(rowActions?: (b: BookedSession) => ReactNode, cancellable = false): Column<LiveBooking>[] {
  return [
    { header: 'Title', cell: (b) => <span className="font-semibold text-slate-900">{b.title}</span> },
    {
      header: 'Class',
      cell: (b) => (
        <span>
          <time dateTime={b.isoCS}>{formatInstant(b.isoCS)}</time>
          <span className="block text-xs text-slate-500">{relativeTime(b.isoCS)}</span>
        </span>
      ),
    },
    { header: 'Description', cell: (b) => <span className="text-slate-600">{preview(b.description, PREVIEW_LENGTH.dashboard)}</span> },
    { header: 'Duration', cell: (b) => b.duration, className: 'sm:whitespace-nowrap' },
    { header: 'Tutor', cell: (b) => b.tutor.name },
    {
      header: 'Actions',
      bare: true,
      cell: (b) => (
        <div className="mt-2 flex flex-wrap gap-2 sm:mt-0">
          <Link to={paths.session(b.sessionId)} aria-label={`View ${b.title}`} className={buttonClass('secondary', 'sm')}>
            View
          </Link>
          {rowActions?.(b)}
          {cancellable && <CancelBookingButton booking={b} />}
        </div>
      ),
    },
  ];
}

/** Upcoming: not yet ended, soonest first. Past: ended, most recent first. */
export function splitByTime(rows: LiveBooking[], now: number = Date.now()) {
  const ends = (b: LiveBooking) => new Date(b.isoCE).getTime();
  const starts = (b: LiveBooking) => new Date(b.isoCS).getTime();
  return {
    upcoming: rows.filter((b) => ends(b) >= now).sort((a, b) => starts(a) - starts(b)),
    past: rows.filter((b) => ends(b) < now).sort((a, b) => starts(b) - starts(a)),
  };
}

function Part({
  title,
  rows,
  rowActions,
  none,
  cancellable,
}: {
  title: string;
  rows: LiveBooking[];
  rowActions?: (b: BookedSession) => ReactNode;
  none: string;
  cancellable?: boolean;
}) {
  return (
    <section aria-label={title} className="space-y-3">
      <h2 className="text-lg font-bold text-slate-900">
        {title} <span className="text-sm font-medium text-slate-500">({rows.length})</span>
      </h2>
      {rows.length ? (
        <DataTable caption={`${title} booked sessions`} columns={columns(rowActions, cancellable)} rows={rows} rowKey={(b) => b._id} />
      ) : (
        <p className="text-sm text-slate-500">{none}</p>
      )}
    </section>
  );
}

/** `rowActions`: more buttons for each row, composed in by the page (Add to calendar). */
export function BookedSessionsTable({ email, rowActions }: { email: string; rowActions?: (b: BookedSession) => ReactNode }) {
  const query = useBookedSessions(email);
  return (
    <QueryState query={query} label="booked sessions">
      {(rows) => {
        const { upcoming, past } = splitByTime(rows.filter(isLive));
        const cancelled = rows.filter((b) => b.status !== 'booked');
        return (
          <div className="space-y-8">
            <Part title="Upcoming" rows={upcoming} rowActions={rowActions} none={MSG.bookings.noUpcoming} cancellable />
            <Part title="Past" rows={past} rowActions={rowActions} none={MSG.bookings.noPast} />
            {cancelled.length > 0 && <CancelledPart rows={cancelled} />}
          </div>
        );
      }}
    </QueryState>
  );
}
