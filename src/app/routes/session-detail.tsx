/**
 * /sessions/{id} (spec §2), for any signed-in user. Composes the session (sessions feature), the
 * student's booking button (bookings) and the reviews (reviews). An unknown id, or one the user may
 * not see, shows a not-found page.
 */
import { useParams } from 'react-router-dom';
import { can } from '@domain/capabilities';
import { ErrorState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';
import { HTTPError } from '@/lib/api-client';
import { useRole } from '@/lib/auth/use-role';
import { BookingButton } from '@/features/bookings/components/booking-button';
import { ReviewsList } from '@/features/reviews/components/reviews-list';
import { useSession } from '@/features/sessions/api/get-session';
import { SessionDetails } from '@/features/sessions/components/session-details';
import NotFoundPage from './not-found';

export default function SessionDetailPage() {
  const { id = '' } = useParams();
  const { data: session, isPending, isError, error, refetch } = useSession(id);
  const { role } = useRole();

  if (isPending) return <PageLoader label="Loading the session" />;
  if (isError && !session) {
    if (error instanceof HTTPError && error.response.status === 404) {
      return <NotFoundPage title="Session not found" text="This session does not exist, or it is not open yet." />;
    }
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState message="The session could not be loaded." onRetry={() => void refetch()} />
      </div>
    );
  }

  const action = can(role, 'session:book') ? <BookingButton sessionId={session._id} registrationEnd={session.isoRE} price={session.price} /> : undefined;
  return <SessionDetails session={session} action={action} reviews={<ReviewsList sessionId={session._id} />} />;
}
