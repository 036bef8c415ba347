/** Pure rules about study sessions (docs/product.md#states, #constants): duration text, closed/ongoing, booking state. */

function plural(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

/** Class end minus class start as '{n} hours {m} minutes' (minutes only when there are some). */
export function durationText(classStart: Date | string, classEnd: Date | string): string {
  const minutes = Math.max(0, Math.round((new Date(classEnd).getTime() - new Date(classStart).getTime()) / 60_000));
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m === 0 ? plural(h, 'hour') : `${plural(h, 'hour')} ${plural(m, 'minute')}`;
}

/** A session is Closed once its registration end has passed. */
export function isRegistrationClosed(registrationEnd: Date | string, now: Date = new Date()): boolean {
  return new Date(registrationEnd).getTime() < now.getTime();
}

/** Before its registration start, a session cannot be booked yet (issue 13). */
export function isRegistrationNotOpen(registrationStart: Date | string, now: Date = new Date()): boolean {
  return new Date(registrationStart).getTime() > now.getTime();
}

export type BookingState = 'booked' | 'not-open' | 'full' | 'closed' | 'free' | 'paid';

/**
 * The order of docs/product.md#booking, with two states added before Closed: Booked if an order exists; else "Registration
 * opens …" before the registration start (issue 13); else Full when no seat is left (issue 15); else
 * Closed once registration has ended; else free or paid.
 */
export function bookingState(input: {
  hasOrder: boolean;
  registrationStart: Date | string;
  registrationEnd: Date | string;
  price: number;
  /** Null or left out: no seat limit. */
  seatsLeft?: number | null;
  now?: Date;
}): BookingState {
  if (input.hasOrder) return 'booked';
  if (isRegistrationNotOpen(input.registrationStart, input.now)) return 'not-open';
  if (input.seatsLeft != null && input.seatsLeft <= 0) return 'full';
  if (isRegistrationClosed(input.registrationEnd, input.now)) return 'closed';
  return input.price > 0 ? 'paid' : 'free';
}
