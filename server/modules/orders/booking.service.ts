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
import type { LoginUser } from '../../context';
import type { Db } from '../../db/client';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { CURRENCY, type PaymentProvider } from '../../payments/payments';
import { canSeeSession } from '../sessions/sessions.access';
import { findSession, type SessionRow } from '../sessions/sessions.queries';
import { findOrder, findOrderByTransaction, insertOrder, isRefundedPayment } from './orders.queries';
import { publicSessionsChanged } from '../sessions/public-sessions-cache';
import { completeRefund, recordRefundIntent } from './refunds.service';
import { MSG } from '../../../domain/messages';

const paymentRequired = (message: string) => new AppError(402, 'payment_required', message);

/** A session the student may book now, or the reason they may not. */
export async function bookableSession(db: Db, student: LoginUser, sessionId: string): Promise<SessionRow> {
  const session = await findSession(db, sessionId);
  if (!session || !canSeeSession(student, session)) throw notFound(MSG.sessions.noSuchSession);
  if (session.status !== 'Accepted') throw conflict(MSG.bookings.notOpen);
  if (isRegistrationNotOpen(session.registrationStart)) throw conflict(MSG.bookings.notYetOpen(session.registrationStart));
  if (isRegistrationClosed(session.registrationEnd)) throw conflict(MSG.bookings.closed);
  return session;
}

/** The same submission again answers the first order; a different one is refused. */
export function repeatOrConflict(existing: Order, transactionId: string | null): Order {
  if (existing.transactionId === transactionId) return existing;
  throw conflict(MSG.bookings.alreadyBooked);
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
export async function book(db: Db, provider: PaymentProvider, student: LoginUser, session: SessionRow, transactionId: string | null): Promise<BookingResult> {
  const existing = await findOrder(db, student.id, session.id);
  if (existing) return { order: repeatOrConflict(existing, transactionId), created: false };

  let payment: { id: string; provider: string; amountCents: number } | undefined;
  if (session.priceCents === 0) {
    if (transactionId) throw badRequest(MSG.bookings.freeNoPayment);
  } else {
    if (!transactionId) throw paymentRequired(MSG.bookings.notFree(session.priceCents / 100));
    const paid = await provider.retrieve(transactionId);
    if (!paid) throw paymentRequired(MSG.bookings.noSuchPayment);
    if (!paid.succeeded) throw paymentRequired(MSG.bookings.notPaid);
    if (paid.studentEmail !== student.email) throw conflict(MSG.bookings.otherStudent);
    if (paid.sessionId !== session.id) throw conflict(MSG.bookings.otherSession);
    if (paid.amountCents !== session.priceCents || paid.currency !== CURRENCY) throw conflict(MSG.bookings.wrongAmount);
    const used = await findOrderByTransaction(db, paid.id);
    // Our own concurrent submission of this payment is fine: the unique key below settles it.
    if (used && (used.studentId !== student.id || used.sessionId !== session.id || used.status !== 'booked')) throw conflict(MSG.bookings.paymentUsed);
    if (await isRefundedPayment(db, paid.id)) throw conflict(MSG.bookings.paymentRefunded);
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
  if (!order) throw conflict(MSG.bookings.paymentUsed);
  if (outcome === 'created' && session.seats != null) await publicSessionsChanged(db);
  return outcome === 'created' ? { order, created: true } : { order: repeatOrConflict(order, transactionId), created: false };
}

/**
 * The last seat went while this student paid (their hold had expired): the payment is refunded at
 * once, and the answer says so.
 */
async function fullAfterPayment(db: Db, provider: PaymentProvider, payment: { id: string; amountCents: number } | undefined) {
  if (!payment) return conflict(MSG.bookings.full);
  await recordRefundIntent(db, { paymentId: payment.id, orderId: null, amountCents: payment.amountCents });
  const state = await completeRefund(db, provider, payment.id);
  const amount = payment.amountCents / 100;
  return conflict(state === 'succeeded' ? MSG.bookings.fullRefunded(amount) : MSG.bookings.fullRefundPending(amount));
}
