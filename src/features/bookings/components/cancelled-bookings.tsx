/**
 * The Cancelled section of Booked Sessions (issue 15): each cancelled booking with who cancelled it,
 * when, and its refund state. A session deleted by its organiser keeps only its title.
 */
import { formatInstant } from '@domain/session-times';
import type { BookedSession } from '@domain/types';
import { type Column, DataTable } from '@/components/ui/data-table';
import { MSG } from '@domain/messages';

export function refundText(b: BookedSession): string {
  if (b.price === 0) return MSG.bookings.noRefundNeeded;
  if (b.refund === 'succeeded') return MSG.bookings.refunded(b.price);
  if (b.refund === 'pending') return MSG.bookings.refundPending;
  return MSG.bookings.notRefunded;
}

function whoCancelled(b: BookedSession): string {
  if (b.cancelledBy === 'organiser') return MSG.bookings.cancelledByOrganiser;
  if (b.cancelledBy === 'admin') return MSG.bookings.cancelledByAdmin;
  return MSG.bookings.cancelledByYou;
}

const columns: Column<BookedSession>[] = [
  { header: 'Title', cell: (b) => <span className="font-semibold text-slate-900">{b.title}</span> },
  {
    header: 'Class',
    cell: (b) => (b.isoCS ? <time dateTime={b.isoCS}>{formatInstant(b.isoCS)}</time> : <span className="text-slate-500">{MSG.bookings.sessionDeleted}</span>),
  },
  {
    header: 'Cancelled',
    cell: (b) => (
      <span>
        {whoCancelled(b)}
        {b.cancelledAt && (
          <time dateTime={b.cancelledAt} className="block text-xs text-slate-500">
            {formatInstant(b.cancelledAt)}
          </time>
        )}
      </span>
    ),
  },
  {
    header: 'Refund',
    cell: (b) => (
      <span className={b.refund === 'pending' ? 'font-medium text-amber-800' : b.refund === 'succeeded' ? 'font-medium text-emerald-700' : 'text-slate-600'}>
        {refundText(b)}
      </span>
    ),
  },
];

export function CancelledPart({ rows }: { rows: BookedSession[] }) {
  return (
    <section aria-label="Cancelled" className="space-y-3">
      <h2 className="text-lg font-bold text-slate-900">
        Cancelled <span className="text-sm font-medium text-slate-500">({rows.length})</span>
      </h2>
      <DataTable caption="Cancelled bookings" columns={columns} rows={rows} rowKey={(b) => b._id} />
    </section>
  );
}
