import type { BookedSession } from '@domain/types';
import { PageHeader } from '@/components/ui/page-header';
import { AddToCalendarLink } from '@/features/calendar/components/add-to-calendar-link';
import { JoinClass, NoClassLinkYet } from '@/components/ui/join-class';
import { useAuth } from '@/lib/auth/auth-context';
import { BookedSessionsTable } from '@/features/bookings/components/booked-sessions-table';

/**
 * Join class (issue 22) while the booking is live, then Add to calendar. Both work from the cached
 * list offline. On a phone, Join class is the row's first action, full width and a full-size target.
 */
function RowActions({ booking: b }: { booking: BookedSession }) {
  if (!b.sessionId) return null;
  return (
    <>
      {b.meetingUrl !== undefined && b.isoCS && b.isoCE && (
        <JoinClass
          meetingUrl={b.meetingUrl}
          isoCS={b.isoCS}
          isoCE={b.isoCE}
          size="sm"
          title={b.title}
          className="max-sm:order-first max-sm:min-h-10 max-sm:w-full"
          missing={<NoClassLinkYet className="w-full" />}
        />
      )}
      <AddToCalendarLink sessionId={b.sessionId} title={b.title} size="sm" />
    </>
  );
}

export default function BookedSessionsPage() {
  const { user } = useAuth();
  return (
    <div>
      <PageHeader title="Booked Sessions" />
      <BookedSessionsTable email={user?.email ?? ''} rowActions={(b) => <RowActions booking={b} />} />
    </div>
  );
}
