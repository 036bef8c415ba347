/** Booking, seats, cancellations and refunds (docs/product.md#booking and docs/product.md#seats). */
import { dollars } from '../text';

const cancelled = 'Booking cancelled.';
const refundPending = 'Refund pending';
const refunded = (amount: number) => `Refunded ${dollars(amount)}`;

export const bookings = {
  booked: 'Session Booked Successfully.',
  onlyYourself: 'You can only book sessions for yourself.',
  notOpen: 'This session is not open for booking.',
  closed: 'Registration for this session has closed.',
  /** In UTC: the server does not know the viewer's zone (the page shows it in theirs). */
  notYetOpen: (start: Date) => `Registration for this session has not opened yet. It opens ${start.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  alreadyBooked: 'You have already booked this session.',
  freeNoPayment: 'This session is free: book it without a payment.',
  notFree: (price: number) => `This session costs ${dollars(price)}: pay for it to book it.`,
  noSuchPayment: 'No such payment was found.',
  notPaid: 'This payment has not succeeded.',
  otherStudent: 'This payment was made by another student.',
  otherSession: 'This payment was made for another session.',
  wrongAmount: "The amount paid does not match the session's price.",
  paymentUsed: 'This payment has already been used for another booking.',
  full: 'This session is full.',
  paymentRefunded: 'This payment has been refunded: pay again to book.',
  fullRefunded: (amount: number) => `The last seat was taken while you were paying. Your payment of ${dollars(amount)} has been refunded.`,
  fullRefundPending: (amount: number) => `The last seat was taken while you were paying. Your payment of ${dollars(amount)} will be refunded shortly.`,
  seatsLeft: (n: number) => (n <= 0 ? 'Full' : n <= 3 ? `Only ${n} left` : `${n} seats left`),
  fullButton: 'Full',
  cancelDeadlinePassed: 'Cancellation has closed for this session.',
  cancelClosedOn: (date: string) => `Cancellation closed on ${date}`,
  notCancellable: 'This booking is already cancelled.',
  noSuchOrder: 'No such booking.',
  cancelButton: 'Cancel booking',
  cancelled,
  /** The toast after a paid booking is cancelled: refunded at once, or on its way. */
  cancelledRefunded: (amount: number) => `${cancelled} ${refunded(amount)}.`,
  cancelledRefundPending: `${cancelled} ${refundPending}.`,
  cancelledByOrganiser: 'Cancelled by the organiser',
  refundPending,
  refunded,
  noRefundNeeded: 'Free session: nothing to refund',
  offline: 'You are offline: cancelling needs a connection.',
  /** The confirmation before a student cancels: what they lose, the refund, and until when they may. */
  cancelTitle: 'Cancel this booking?',
  cancelText: (title: string) => `"${title}": your seat goes to someone else and you lose access to its materials.`,
  refundInFull: (amount: number) => `Your payment of ${dollars(amount)} will be refunded in full.`,
  freeNothingToRefund: 'This session was free: there is nothing to refund.',
  cancelUntil: (date: string) => `You can cancel until ${date}.`,
  notRefunded: 'Not refunded',
  cancelledByAdmin: 'Cancelled by an admin',
  cancelledByYou: 'Cancelled by you',
  /** A cancelled booking whose session the organiser deleted keeps only its title. */
  sessionDeleted: 'Session deleted',
  noUpcoming: 'No upcoming classes.',
  noPast: 'No past classes yet.',
  /** The student's next class on the overview, when none is booked (a link to find one follows). */
  nothingAhead: 'Nothing booked ahead.',
  /** An empty bookings chart on the overviews. */
  noneYet: 'No bookings yet',
  checkFailed: 'Your booking could not be checked.',
  bookingOffline: 'Booking needs a connection.',
  /** The card was charged but POST /orders failed: the modal keeps the payment and offers to save it again. */
  paidNotSaved: (reason: string) => `Your payment went through, but the booking could not be saved yet: ${reason}`,
  deleteWithBookings: (n: number) =>
    `${n} ${n === 1 ? 'student is' : 'students are'} booked. Deleting the session cancels ${n === 1 ? 'this booking' : 'these bookings'} and refunds every payment in full.`,
} as const;

/** The card payment and Stripe's webhook. */
export const payments = {
  providerDown: 'The payment service is unavailable. Please try again.',
  signatureMissing: 'The Stripe-Signature header is missing.',
  signatureInvalid: 'The webhook signature is invalid.',
  /** The Stripe card field's own failures (its declines come in Stripe's words). */
  notCompleted: 'Your payment could not be completed.',
  unfinished: 'Your payment was not completed. Please try again.',
  notSent: 'Your payment could not be sent. Check your connection and try again.',
  cardFieldFailed: 'The card field could not load. Check your connection and try again.',
} as const;
