/**
 * The booking rules (docs/architecture.md#booking-rules, issue 4), shared by POST /orders, POST /create-payment-intent
 * and the Stripe webhook, so no path can make an order the others would refuse:
 * - the session is Accepted and its registration has started (issue 13) and not ended;
 * - one order per student and session (a unique key, not only this check);
 * - a free session takes no payment, a priced one only a payment the provider itself reports as
 *   succeeded, for this student, this session and exactly this amount.
 */
import { isRegistrationClosed, isRegistrationNotOpen } from '../../../domain/session-rules';
import type { Order } from '../../../domain/types';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { CURRENCY, type PaymentProvider } from '../../payments/payments';
import { canSeeSession, NO_SUCH_SESSION } from '../sessions/sessions.access';
import { findSession, type SessionRow } from '../sessions/sessions.queries';
import { ORDER_MSG } from '../../../domain/messages';
import { findOrder, findOrderByTransaction, insertOrder, isRefundedPayment } from './orders.queries';
import { publicSessionsChanged } from '../sessions/public-sessions-cache';
import { completeRefund, recordRefundIntent } from './refunds.service';

export const BOOKING_MSG = {
  notOpen: 'This session is not open for booking.',
  closed: 'Registration for this session has closed.',
  /** In UTC: the server does not know the viewer's zone (the page shows it in theirs). */
  notYetOpen: (start: Date) => `Registration for this session has not opened yet. It opens ${start.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
  alreadyBooked: 'You have already booked this session.',
  freeNoPayment: 'This session is free: book it without a payment.',
  notFree: (price: number) => `This session costs $${price.toFixed(2)}: pay for it to book it.`,
  noSuchPayment: 'No such payment was found.',
  notPaid: 'This payment has not succeeded.',
  otherStudent: 'This payment was made by another student.',
  otherSession: 'This payment was made for another session.',
  wrongAmount: "The amount paid does not match the session's price.",
  paymentUsed: 'This payment has already been used for another booking.',
  full: ORDER_MSG.full,
  paymentRefunded: ORDER_MSG.paymentRefunded,
} as const;

const paymentRequired = (message: string) => new AppError(402, 'payment_required', message);

/** A session the student may book now, or the reason they may not. */
export async function bookableSession(db: Db, student: SessionUser, sessionId: string): Promise<SessionRow> {
  const session = await findSession(db, sessionId);
  if (!session || !canSeeSession(student, session)) throw notFound(NO_SUCH_SESSION);
  if (session.status !== 'Accepted') throw conflict(BOOKING_MSG.notOpen);
  if (isRegistrationNotOpen(session.registrationStart)) throw conflict(BOOKING_MSG.notYetOpen(session.registrationStart));
  if (isRegistrationClosed(session.registrationEnd)) throw conflict(BOOKING_MSG.closed);
  return session;
}

/** The same submission again answers the first order; a different one is refused. */
export function repeatOrConflict(existing: Order, transactionId: string | null): Order {
  if (existing.transactionId === transactionId) return existing;
  throw conflict(BOOKING_MSG.alreadyBooked);
}

export interface BookingResult {
  order: Order;
  created: boolean;
}

/**
 * Books `session` for `student`. POST /orders first checks bookableSession; the webhook does not,
 * because a payment Stripe reports was started while registration was open (an intent is only
 * created then), so a late delivery still fulfils it.
 */
export async function book(
  db: Db,
  provider: PaymentProvider,
  student: SessionUser,
  session: SessionRow,
  transactionId: string | null,
): Promise<BookingResult> {
  const existing = await findOrder(db, student.id, session.id);
  if (existing) return { order: repeatOrConflict(existing, transactionId), created: false };

  let payment: { id: string; provider: string; amountCents: number } | undefined;
  if (session.priceCents === 0) {
    if (transactionId) throw badRequest(BOOKING_MSG.freeNoPayment);
  } else {
    if (!transactionId) throw paymentRequired(BOOKING_MSG.notFree(session.priceCents / 100));
    const paid = await provider.retrieve(transactionId);
    if (!paid) throw paymentRequired(BOOKING_MSG.noSuchPayment);
    if (!paid.succeeded) throw paymentRequired(BOOKING_MSG.notPaid);
    if (paid.studentEmail !== student.email) throw conflict(BOOKING_MSG.otherStudent);
    if (paid.sessionId !== session.id) throw conflict(BOOKING_MSG.otherSession);
    if (paid.amountCents !== session.priceCents || paid.currency !== CURRENCY) throw conflict(BOOKING_MSG.wrongAmount);
    const used = await findOrderByTransaction(db, paid.id);
    // Our own concurrent submission of this payment is fine: the unique key below settles it.
    if (used && (used.studentId !== student.id || used.sessionId !== session.id || used.status !== 'booked')) throw conflict(BOOKING_MSG.paymentUsed);
    if (await isRefundedPayment(db, paid.id)) throw conflict(BOOKING_MSG.paymentRefunded);
    payment = { id: paid.id, provider: provider.name, amountCents: paid.amountCents };
  }

  const outcome = await insertOrder(
    db,
    { studentId: student.id, sessionId: session.id, sessionTitle: session.title, priceCents: payment?.amountCents ?? 0 },
    payment,
  );
  if (outcome === 'full') throw await fullAfterPayment(db, provider, payment);
  const order = await findOrder(db, student.id, session.id);
  // Not created and not ours: the payment's unique key caught a concurrent booking with it.
  if (!order) throw conflict(BOOKING_MSG.paymentUsed);
  if (outcome === 'created' && session.seats != null) await publicSessionsChanged(db);
  return outcome === 'created' ? { order, created: true } : { order: repeatOrConflict(order, transactionId), created: false };
}

/**
 * The last seat went while this student paid (their hold had expired): the payment is refunded at
 * once, and the answer says so.
 */
async function fullAfterPayment(db: Db, provider: PaymentProvider, payment: { id: string; amountCents: number } | undefined) {
  if (!payment) return conflict(BOOKING_MSG.full);
  await recordRefundIntent(db, { paymentId: payment.id, orderId: null, amountCents: payment.amountCents });
  const state = await completeRefund(db, provider, payment.id);
  const amount = payment.amountCents / 100;
  return conflict(state === 'succeeded' ? ORDER_MSG.fullRefunded(amount) : ORDER_MSG.fullRefundPending(amount));
}
