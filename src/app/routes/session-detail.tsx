/**
 * /sessions/{id} (docs/product.md#screen-session-detail), for any signed-in user. Composes the session (sessions feature), the
 * student's booking (bookings) and the reviews (reviews): the Add Your Review form shows only when
 * the student has an order. An unknown id, or one the user may not see, shows a not-found page.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { can } from '@domain/capabilities';
import { MSG } from '@domain/messages';
import { AddToCalendarLink } from '@/features/calendar/components/add-to-calendar-link';
import { JoinClass, NoClassLinkYet } from '@/components/ui/join-class';
import { ErrorState } from '@/components/ui/empty-state';
import { Pending } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { useRole } from '@/features/auth/use-role';
import { useSessionOrder } from '@/features/bookings/api/get-session-order';
import { BookSession } from '@/features/bookings/components/book-session';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { ReviewsList } from '@/features/reviews/components/reviews-list';
import { useSession } from '@/features/sessions/api/get-session';
import { sessionKeys } from '@/features/sessions/api/session-keys';
import { SessionDetails } from '@/features/sessions/components/session-details';
import NotFoundPage from './not-found';

export default function SessionDetailPage() {
  const { id = '' } = useParams();
  const { data: session, isPending, isError, error, refetch, fetchStatus } = useSession(id);
  const { role } = useRole();
  const { user } = useAuth();
  const student = can(role, 'session:book');
  const order = useSessionOrder(user?.email ?? '', id, student);
  const queryClient = useQueryClient();

  if (isPending) return <Pending paused={fetchStatus === 'paused'} label="Loading the session" />;
  if (isError && !session) {
    if (isNotFound(error)) {
      return <NotFoundPage title="Session not found" text={MSG.sessions.missingOrNotOpen} />;
    }
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <ErrorState message={MSG.common.loadFailed('session')} onRetry={() => void refetch()} />
      </div>
    );
  }

  const booked = student && !!order.data?.length;
  const reviews = (
    <div className="space-y-4">
      {/* A new review changes the average on this page and on the home cards. */}
      {booked && can(role, 'review:write') && (
        <ReviewForm sessionId={session._id} onAdded={() => void queryClient.invalidateQueries({ queryKey: sessionKeys.all })} />
      )}
      <ReviewsList sessionId={session._id} />
    </div>
  );
  // The server sends the class link (null: none yet) only to the class; its tutor and booked students get the button.
  const tutorOfIt = session.tutor.email === user?.email;
  const inClass = session.meetingUrl !== undefined && (tutorOfIt || student);
  const missingLink = tutorOfIt ? (
    <a href={paths.dashboard.tutorSession(session._id)} className="text-sm font-semibold text-brand-700 underline">
      Add a class link
    </a>
  ) : (
    <NoClassLinkYet />
  );
  const action = (
    <div className="flex flex-col gap-2">
      {inClass && <JoinClass meetingUrl={session.meetingUrl ?? null} isoCS={session.isoCS} isoCE={session.isoCE} missing={missingLink} />}
      {student && <BookSession session={session} />}
      <AddToCalendarLink sessionId={session._id} title={session.title} />
    </div>
  );
  return <SessionDetails session={session} action={action} reviews={reviews} />;
}
