import { and, desc, eq } from 'drizzle-orm';
import { durationText } from '../../../domain/session-rules';
import type { BookedSession, Order } from '../../../domain/types';
import type { Db } from '../../db/client';
import { orders, payments, studySessions, users } from '../../db/schema';

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

/** The student's orders for one session (none or one: a student books a session once). */
export async function findStudentOrders(db: Db, studentEmail: string, sessionId: string): Promise<Order[]> {
  const rows = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.studentId))
    .where(and(eq(users.email, studentEmail), eq(orders.sessionId, sessionId)))
    .orderBy(desc(orders.createdAt));
  return rows.map((r) => toOrder(r, sessionId));
}

export async function findOrder(db: Db, studentId: string, sessionId: string): Promise<Order | null> {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.studentId))
    .where(and(eq(orders.studentId, studentId), eq(orders.sessionId, sessionId)));
  return row ? toOrder(row, sessionId) : null;
}

/** Who paid with this transaction, if anyone has booked with it. */
export async function findOrderByTransaction(db: Db, transactionId: string) {
  const [row] = await db.select({ studentId: orders.studentId, sessionId: orders.sessionId }).from(orders).where(eq(orders.transactionId, transactionId));
  return row ?? null;
}

/**
 * Records the order, and for a paid one the verified payment, in one transaction. The unique key on
 * (student, session) decides a race: answers false when an order was already there.
 */
export async function insertOrder(
  db: Db,
  order: { studentId: string; sessionId: string; sessionTitle: string; priceCents: number },
  payment?: { id: string; provider: string; amountCents: number },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (payment) {
      await tx
        .insert(payments)
        .values({ ...payment, studentId: order.studentId, sessionId: order.sessionId, status: 'succeeded' })
        .onConflictDoUpdate({ target: payments.id, set: { status: 'succeeded', amountCents: payment.amountCents, updatedAt: new Date() } });
    }
    const inserted = await tx
      .insert(orders)
      .values({ ...order, transactionId: payment?.id ?? null })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    return inserted.length > 0;
  });
}

/** Records an intent we created (Stripe's; the test provider records its own). */
export async function recordIntent(db: Db, intent: { id: string; provider: string; studentId: string; sessionId: string; amountCents: number }) {
  await db.insert(payments).values({ ...intent, status: 'requires_payment' }).onConflictDoNothing();
}

/** A student's booked sessions (spec §3), newest booking first; deleted sessions drop out (decision 002). */
export async function listBookedSessions(db: Db, studentEmail: string): Promise<BookedSession[]> {
  const tutors = db.select({ id: users.id, name: users.name }).from(users).as('tutors');
  const rows = await db
    .select({
      id: orders.id,
      sessionId: studySessions.id,
      title: studySessions.title,
      description: studySessions.description,
      classStart: studySessions.classStart,
      classEnd: studySessions.classEnd,
      tutorName: tutors.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.studentId))
    .innerJoin(studySessions, eq(studySessions.id, orders.sessionId))
    .innerJoin(tutors, eq(tutors.id, studySessions.tutorId))
    .where(eq(users.email, studentEmail))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((r) => ({
    _id: r.id,
    sessionId: r.sessionId,
    title: r.title,
    description: r.description,
    duration: durationText(r.classStart, r.classEnd),
    isoCS: r.classStart.toISOString(),
    isoCE: r.classEnd.toISOString(),
    tutor: { name: r.tutorName },
  }));
}
