/**
 * Booking from the session page (docs/product.md#payment): Book Now posts the order of a free session at once;
 * '$ Book Now' opens the Book Session modal and posts the order only after the payment succeeded.
 * Either way: 'Session Booked Successfully.' and on to Booked Sessions.
 */
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { usePostOrder } from '../api/book-session';
import type { BookableSession } from './book-session-modal';
import { BookingButton } from './booking-button';

// The modal (Headless UI's dialog, the card form: about 20 KB gzip) loads when first opened, not
// with the session page, whose first paint does not need it.
const BookSessionModal = lazy(async () => ({ default: (await import('./book-session-modal')).BookSessionModal }));

export function BookSession({ session }: { session: BookableSession & { isoRS: string; isoRE: string; seatsLeft?: number | null } }) {
  const { user, name, image } = useCurrentUser();
  const navigate = useNavigate();
  const order = usePostOrder();
  const [modalOpen, setModalOpen] = useState(false);
  const [modalWanted, setModalWanted] = useState(false);
  /** A payment that succeeded but whose order could not be saved yet. */
  const [unsaved, setUnsaved] = useState<{ transactionId: string; message: string }>();

  const student = { name, email: user?.email ?? '', image };

  async function placeOrder(transactionId?: string) {
    try {
      await order.mutateAsync({ student, sessionId: session._id, price: session.price, ...(transactionId ? { transactionId } : {}) });
      setUnsaved(undefined);
      setModalOpen(false);
      toast.success(MSG.bookings.booked);
      navigate(paths.dashboard.bookedSessions);
    } catch (error) {
      const message = await errorMessage(error);
      if (transactionId) setUnsaved({ transactionId, message: MSG.bookings.paidNotSaved(message) });
      else toast.error(message);
    }
  }

  return (
    <>
      <BookingButton
        sessionId={session._id}
        registrationStart={session.isoRS}
        registrationEnd={session.isoRE}
        price={session.price}
        seatsLeft={session.seatsLeft}
        busy={order.isPending && !modalOpen}
        onBook={(state) => {
          if (state === 'free') return void placeOrder();
          setModalWanted(true);
          setModalOpen(true);
        }}
      />
      {session.price > 0 && modalWanted && (
        <Suspense fallback={null}>
          <BookSessionModal
            session={session}
            open={modalOpen}
            billing={{ name: student.name, email: student.email }}
            onClose={() => setModalOpen(false)}
            onPaid={(id) => void placeOrder(id)}
            saving={order.isPending}
            saveError={unsaved && { message: unsaved.message, retry: () => void placeOrder(unsaved.transactionId) }}
          />
        </Suspense>
      )}
    </>
  );
}
