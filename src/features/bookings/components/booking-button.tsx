/**
 * The student's booking button on the session page (docs/product.md#screen-session-detail, #booking): a disabled Booked when an order
 * exists; else a disabled "Registration opens {date}" before registration starts (issue 13); else a
 * disabled Full when no seat is left (issue 15); else a disabled Closed once registration has ended;
 * else Book Now (free) or '$ Book Now'. The button changes by itself when registration opens or
 * closes while the page is open. What pressing it does (the free booking or the payment modal) comes
 * in through `onBook`.
 */
import { useEffect, useReducer } from 'react';
import { bookingState, type BookingState } from '@domain/session-rules';
import { registrationOpensLabel } from '@domain/time/display';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth/auth-context';
import { useOnline } from '@/lib/use-online';
import { useSessionOrder } from '../api/get-session-order';
import { MSG } from '@domain/messages';

const LABEL: Record<Exclude<BookingState, 'not-open'>, string> = {
  booked: 'Booked',
  full: MSG.bookings.fullButton,
  closed: 'Closed',
  free: 'Book Now',
  paid: '$ Book Now',
};

/** setTimeout's longest delay; a moment further away will not come while this page is open. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Renders again just after each of these moments, so a state that depends on the clock moves on. */
function useRerenderAt(...moments: string[]) {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  const key = moments.join('|');
  useEffect(() => {
    const timers = key.split('|').flatMap((iso) => {
      const ms = new Date(iso).getTime() - Date.now();
      return ms > 0 && ms < MAX_DELAY_MS ? [setTimeout(tick, ms + 50)] : [];
    });
    return () => timers.forEach(clearTimeout);
  }, [key]);
}

export function BookingButton({
  sessionId,
  registrationStart,
  registrationEnd,
  price,
  seatsLeft = null,
  onBook,
  busy = false,
}: {
  sessionId: string;
  registrationStart: string;
  registrationEnd: string;
  price: number;
  seatsLeft?: number | null;
  onBook?: (state: 'free' | 'paid') => void;
  /** A booking is under way: the button shows progress and cannot be pressed again. */
  busy?: boolean;
}) {
  const { user } = useAuth();
  const online = useOnline();
  const order = useSessionOrder(user?.email ?? '', sessionId);
  useRerenderAt(registrationStart, registrationEnd);

  if (order.isPending) {
    return (
      <Button size="lg" className="w-full" loading disabled>
        Checking your booking
      </Button>
    );
  }
  if (order.isError && !order.data) {
    return (
      <div role="alert" className="text-sm text-rose-700">
        {MSG.bookings.checkFailed}{' '}
        <button type="button" className="font-semibold underline" onClick={() => void order.refetch()}>
          Try again
        </button>
      </div>
    );
  }

  const state = bookingState({ hasOrder: order.data.length > 0, registrationStart, registrationEnd, price, seatsLeft });
  const bookable = state === 'free' || state === 'paid';
  return (
    <div className="space-y-2">
      <Button
        size="lg"
        variant={bookable ? 'primary' : 'secondary'}
        className="w-full"
        disabled={!bookable || !online}
        loading={busy}
        data-state={state}
        onClick={() => bookable && onBook?.(state)}
      >
        {state === 'not-open' ? registrationOpensLabel(registrationStart) : LABEL[state]}
      </Button>
      {bookable && !online && <p className="text-center text-sm text-slate-500">{MSG.bookings.bookingOffline}</p>}
    </div>
  );
}
