import { and, desc, eq } from 'drizzle-orm';
import type { Order } from '../../../domain/types';
import type { Db } from '../../db/client';
import { orders, payments, refunds, users } from '../../db/schema';
import { hasBooked, lockSessionSeats, releaseHolds, seatsTaken } from './seats.service';
import { bookingMade } from '../notifications/events';

const orderColumns = {
  id: orders.id,
  sessionId: orders.sessionId,
  priceCents: orders.priceCents,
  transactionId: orders.transactionId,
  name: users.name,
  email: users.email,
  image: users.image,
};

type OrderRow = { id: string; sessionId: string | null; priceCents: number; transactionId: string | null; name: string; email: string; image: string };

function toOrder(r: OrderRow, sessionId: string): Order {
  return {
    _id: r.id,
    student: { name: r.name, email: r.email, image: r.image },
    sessionId: r.sessionId ?? sessionId,
    price: r.priceCents / 100,
    transactionId: r.transactionId,
  };
}

const booked = eq(orders.status, 'booked');

/** The student's live order for one session (none or one); cancelled ones are history, not shown here. */
export async function findStudentOrders(db: Db, studentEmail: string, sessionId: string): Promise<Order[]> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.studentId))
    .where(and(eq(users.email, studentEmail), eq(orders.sessionId, sessionId), booked))
    .orderBy(desc(orders.createdAt));
  return rows.map((r) => toOrder(r, sessionId));
}

export async function findOrder(db: Db, studentId: string, sessionId: string): Promise<Order | null> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.studentId))
    .where(and(eq(orders.studentId, studentId), eq(orders.sessionId, sessionId), booked));
  return row ? toOrder(row, sessionId) : null;
}

/** Who paid with this transaction, if anyone has booked with it (even if since cancelled). */
export async function findOrderByTransaction(db: Db, transactionId: string) {
  const [row] = await db
    .select({ studentId: orders.studentId, sessionId: orders.sessionId, status: orders.status })
    .from(orders)
    .where(eq(orders.transactionId, transactionId));
  return row ?? null;
}

/** Whether this payment is refunded or about to be (then it can book nothing). */
export async function isRefundedPayment(db: Db, paymentId: string): Promise<boolean> {
  const [row] = await db.select({ id: refunds.paymentId }).from(refunds).where(eq(refunds.paymentId, paymentId));
  return !!row;
}

export type InsertOutcome = 'created' | 'exists' | 'full';

/**
 * Records the order, and for a paid one the verified payment, in one transaction that holds the
 * session's row locked (./seats.service.ts), so the seat count it checks is the one it writes against.
 * Answers 'exists' when the student already has a live order, 'full' when no seat is left.
 */
export async function insertOrder(
  db: Db,
  order: { studentId: string; sessionId: string; sessionTitle: string; priceCents: number },
  payment?: { id: string; provider: string; amountCents: number },
): Promise<InsertOutcome> {
  return db.transaction(async (tx) => {
    // First: a foreign-key share lock taken before it (by the inserts) would deadlock two bookings.
    const session = await lockSessionSeats(tx, order.sessionId);
    if (payment) {
      await tx
        .insert(payments)
        .values({ ...payment, studentId: order.studentId, sessionId: order.sessionId, status: 'succeeded' })
        .onConflictDoUpdate({ target: payments.id, set: { status: 'succeeded', amountCents: payment.amountCents, updatedAt: new Date() } });
    }
    if (await hasBooked(tx, order.studentId, order.sessionId)) return 'exists';
    if (session?.seats != null && (await seatsTaken(tx, order.sessionId, order.studentId)) >= session.seats) return 'full';
    const inserted = await tx
      .insert(orders)
      .values({ ...order, transactionId: payment?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (!inserted.length) return 'exists';
    await releaseHolds(tx, order.studentId, order.sessionId);
    // In the booking's transaction: the tutor is told, and reminders exist, exactly when the booking does.
    await bookingMade(tx, inserted[0]!.id);
    return 'created';
  });
}
