/**
 * The tutor's class roster (issue 15): the counts (booked / seats), who is booked with their e-mail,
 * booking time and amount paid, the cancelled ones apart, and "Download CSV".
 */
import { classProvider } from '@domain/class-link';
import { formatInstant } from '@domain/session-times';
import type { RosterEntry } from '@domain/types';
import { buttonClass } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { useOnline } from '@/lib/use-online';
import { rosterCsvUrl, useRoster } from '../api/get-roster';
import { MSG } from '@domain/messages';
import { dollars } from '@domain/text';

/** Where the class happens (issue 22): the link with its provider, or that there is none yet. */
function ClassLinkLine({ url }: { url: string | null }) {
  return (
    <p className="mt-1 text-sm text-slate-600" data-testid="roster-class-link">
      Class link:{' '}
      {url ? (
        <>
          <a href={url} target="_blank" rel="noopener noreferrer" className="wrap-anywhere font-medium text-brand-700 underline">
            {url}
          </a>{' '}
          ({classProvider(url)})
        </>
      ) : (
        'none yet. Add one by editing the session.'
      )}
    </p>
  );
}

const baseColumns: Column<RosterEntry>[] = [
  { header: 'Name', cell: (e) => <span className="font-semibold text-slate-900">{e.name || '—'}</span> },
  { header: 'E-mail', cell: (e) => <span className="wrap-anywhere">{e.email}</span> },
  { header: 'Booked', cell: (e) => <time dateTime={e.bookedAt}>{formatInstant(e.bookedAt)}</time> },
  { header: 'Paid', cell: (e) => dollars(e.amountPaid) },
];

const cancelledColumns: Column<RosterEntry>[] = [
  ...baseColumns,
  {
    header: 'Cancelled',
    cell: (e) => (
      <span>
        {e.cancelledAt ? <time dateTime={e.cancelledAt}>{formatInstant(e.cancelledAt)}</time> : '—'}
        <span className="block text-xs text-slate-500">{e.status === 'refunded' ? 'Refunded' : e.amountPaid > 0 ? MSG.bookings.refundPending : 'Free'}</span>
      </span>
    ),
  },
];

export function RosterView({ sessionId }: { sessionId: string }) {
  const query = useRoster(sessionId);
  const online = useOnline();
  return (
    <QueryState query={query} label="roster" isEmpty={() => false}>
      {(roster) => (
        <div className="space-y-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div>
              <h2 className="text-xl font-bold text-slate-900">{roster.title}</h2>
              <p className="text-sm text-slate-600" data-testid="roster-counts">
                <strong className="text-slate-900">{roster.booked.length}</strong> booked
                {roster.seats != null ? (
                  <>
                    {' '}
                    / <strong className="text-slate-900">{roster.seats}</strong> seats
                  </>
                ) : (
                  ' (no seat limit)'
                )}
                {roster.cancelled.length > 0 && ` · ${roster.cancelled.length} cancelled`}
              </p>
              <ClassLinkLine url={roster.meetingUrl} />
            </div>
            {online ? (
              <a href={rosterCsvUrl(sessionId)} download className={buttonClass('secondary')}>
                Download CSV
              </a>
            ) : (
              <span className="text-sm text-slate-500">{MSG.roster.csvOffline}</span>
            )}
          </div>
          <section aria-label="Booked students" className="space-y-3">
            <h3 className="text-lg font-bold text-slate-900">Booked ({roster.booked.length})</h3>
            {roster.booked.length ? (
              <DataTable caption="Booked students" columns={baseColumns} rows={roster.booked} rowKey={(e) => e.orderId} />
            ) : (
              <p className="text-sm text-slate-500">{MSG.roster.empty}</p>
            )}
          </section>
          {roster.cancelled.length > 0 && (
            <section aria-label="Cancelled bookings" className="space-y-3">
              <h3 className="text-lg font-bold text-slate-900">Cancelled ({roster.cancelled.length})</h3>
              <DataTable caption="Cancelled bookings" columns={cancelledColumns} rows={roster.cancelled} rowKey={(e) => e.orderId} />
            </section>
          )}
        </div>
      )}
    </QueryState>
  );
}
