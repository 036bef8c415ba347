import { MSG } from '@domain/messages';

/** "{n} seats left", "Only {n} left" at 3 or fewer, "Full" at none (issue 15); nothing without a limit. */
export function SeatsLeft({ seatsLeft, className = '' }: { seatsLeft: number | null | undefined; className?: string }) {
  if (seatsLeft == null) return null;
  const scarce = seatsLeft <= 3;
  return (
    <p data-testid="seats-left" className={`text-xs font-semibold sm:text-sm ${scarce ? 'text-rose-700' : 'text-emerald-700'} ${className}`}>
      {MSG.bookings.seatsLeft(seatsLeft)}
    </p>
  );
}
