import { AddToCalendarLink } from '@/components/ui/add-to-calendar-link';
import { useAuth } from '@/lib/auth/auth-context';
import { BookedSessionsTable } from '@/features/bookings/components/booked-sessions-table';

export default function BookedSessionsPage() {
  const { user } = useAuth();
  return (
    <div>
      <h1 className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">Booked Sessions</h1>
      <BookedSessionsTable email={user?.email ?? ''} rowActions={(b) => b.sessionId && <AddToCalendarLink sessionId={b.sessionId} title={b.title} size="sm" />} />
    </div>
  );
}
