/**
 * Cancelling bookings (issue 15). A cancel frees the seat at once (the order leaves 'booked' in a
 * transaction that also records the refund to make), and a paid order is then refunded in full
 * through the provider (./refunds.service.ts). Orders are never deleted.
 * - One order: POST /orders/{id}/cancel, by its student or an admin, until the deadline.
 * - A whole session, when its tutor or an admin deletes it: every live order is cancelled "by the
 *   organiser" and the session row is deleted in the same transaction, so no booking can slip in
 *   between; the refunds follow.
 */
import { and, eq } from 'drizzle-orm';
import { canCancelAt, cancelDeadline, DEFAULT_CANCEL_DEADLINE_HOURS } from '../../../domain/cancel-rules';
import { can } from '../../../domain/capabilities';
import type { CancelledBy, CancelResult } from '../../../domain/types';
import type { BookingDeps, LoginUser } from '../../context';
import type { Db } from '../../db/client';
import { orders, refunds, studySessions } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { publicSessionsChanged } from '../sessions/public-sessions-cache';
import { completeRefund, recordRefundIntent, type RefundState } from './refunds.service';
import { bookingsCancelled } from '../notifications/events';
import { lockSessionSeats, type Tx } from './seats.service';
import { MSG } from '../../../domain/messages';

const paidRefund = (o: { id: string; transactionId: string | null; priceCents: number }) =>
  o.transactionId && o.priceCents > 0 ? { paymentId: o.transactionId, orderId: o.id, amountCents: o.priceCents } : null;

async function orderWithSession(db: Db, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      studentId: orders.studentId,
      sessionId: orders.sessionId,
      status: orders.status,
      priceCents: orders.priceCents,
      transactionId: orders.transactionId,
      classStart: studySessions.classStart,
      seats: studySessions.seats,
    })
    .from(orders)
    .leftJoin(studySessions, eq(studySessions.id, orders.sessionId))
    .where(eq(orders.id, orderId));
  return row ?? null;
}

async function refundStateOf(db: Db, orderId: string): Promise<RefundState> {
  const [row] = await db.select({ status: refunds.status }).from(refunds).where(eq(refunds.orderId, orderId));
  return row?.status ?? 'none';
}

/** Marks live orders cancelled and records their refunds; answers the orders it changed. */
async function cancelLiveOrders(tx: Tx, where: ReturnType<typeof eq>, by: CancelledBy) {
  const changed = await tx
    .update(orders)
    .set({ status: 'cancelled', cancelledAt: new Date(), cancelledBy: by })
    .where(and(where, eq(orders.status, 'booked')))
    .returning({ id: orders.id, transactionId: orders.transactionId, priceCents: orders.priceCents });
  for (const order of changed) {
    const refund = paidRefund(order);
    if (refund) await recordRefundIntent(tx, refund);
  }
  await bookingsCancelled(
    tx,
    changed.map((o) => o.id),
    by,
  );
  return changed;
}

/**
 * POST /orders/{id}/cancel. Answers the order's state afterwards. Cancelling an order that is
 * already cancelled only retries its pending refund (so a retry completes a failed one).
 */
export async function cancelOrder(deps: BookingDeps, user: LoginUser, orderId: string): Promise<CancelResult> {
  const { db } = deps;
  const order = await orderWithSession(db, orderId);
  const isAdmin = can(user.role, 'session:manage-any');
  // Someone else's order looks like no order at all (docs/architecture.md#access).
  if (!order || (!isAdmin && order.studentId !== user.id)) throw notFound(MSG.bookings.noSuchOrder);

  if (order.status === 'booked') {
    const hours = deps.config.cancelDeadlineHours ?? DEFAULT_CANCEL_DEADLINE_HOURS;
    if (order.classStart && !canCancelAt(cancelDeadline(order.classStart, hours))) throw conflict(MSG.bookings.cancelDeadlinePassed);
    await db.transaction(async (tx) => {
      // Taken like a booking takes it, so a seat count in progress sees the cancel whole or not at all.
      if (order.sessionId) await lockSessionSeats(tx, order.sessionId);
      await cancelLiveOrders(tx, eq(orders.id, order.id), order.studentId === user.id ? 'student' : 'admin');
    });
    if (order.seats != null) await publicSessionsChanged(db);
  } else if ((await refundStateOf(db, order.id)) !== 'pending') {
    throw conflict(MSG.bookings.notCancellable);
  }

  const refund = order.transactionId ? await completeRefund(db, deps.payments, order.transactionId) : 'none';
  const [after] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
  return { orderId: order.id, status: after!.status, refund, amount: order.priceCents / 100 };
}

/** How many live bookings a session has (the delete confirmation says it). */
export async function liveBookingCount(db: Db, sessionId: string): Promise<number> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.sessionId, sessionId), eq(orders.status, 'booked')));
  return rows.length;
}

/**
 * Deletes a session (the tutor's own when `tutorId` is given), cancelling its live bookings first,
 * and then refunds them. Answers how many sessions were deleted (0: none of the caller's) and how
 * many refunds are still pending because the provider failed (retried later, see refunds.service).
 */
export async function cancelAndDeleteSession(
  deps: BookingDeps,
  sessionId: string,
  tutorId?: string,
): Promise<{ deletedCount: number; cancelled: number; refundsPending: number }> {
  const { db } = deps;
  const result = await db.transaction(async (tx) => {
    const session = await lockSessionSeats(tx, sessionId);
    if (!session) return null;
    const owned = tutorId ? eq(studySessions.tutorId, tutorId) : undefined;
    const [mine] = await tx
      .select({ id: studySessions.id })
      .from(studySessions)
      .where(and(eq(studySessions.id, sessionId), owned));
    if (!mine) return null;
    const cancelled = await cancelLiveOrders(tx, eq(orders.sessionId, sessionId), 'organiser');
    await tx.delete(studySessions).where(eq(studySessions.id, sessionId));
    return cancelled;
  });
  if (!result) return { deletedCount: 0, cancelled: 0, refundsPending: 0 };
  await publicSessionsChanged(db);
  let refundsPending = 0;
  const paid = result.map(paidRefund).filter((r) => r !== null);
  for (const refund of paid) {
    if ((await completeRefund(db, deps.payments, refund.paymentId)) === 'pending') refundsPending += 1;
  }
  return { deletedCount: 1, cancelled: result.length, refundsPending };
}
