/**
 * Seat limits (issue 15). A seat is taken by a booked order, or held for ten minutes by another
 * student's payment intent. Every check that may take a seat locks the session's row first (SELECT …
 * FOR UPDATE) in the transaction that then writes, so concurrent bookings of the last seat are decided
 * one after the other: exactly one wins, on PostgreSQL and on PGlite alike.
 */
import { publicSessionsChanged } from '../sessions/public-sessions-cache';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, payments, studySessions } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long a payment intent holds its seat. */
export const SEAT_HOLD_MS = 10 * 60_000;

/** Locks the session's row until the transaction ends; answers its seat limit (undefined: no session). */
export async function lockSessionSeats(tx: Tx, sessionId: string): Promise<{ seats: number | null } | undefined> {
  const [row] = await tx.select({ seats: studySessions.seats }).from(studySessions).where(eq(studySessions.id, sessionId)).for('update');
  return row;
}

/** Seats taken by booked orders and by live holds of students other than `exceptStudentId`. */
export async function seatsTaken(tx: Tx, sessionId: string, exceptStudentId: string): Promise<number> {
  const [row] = await tx
    .select({
      taken: sql<number>`((select count(*) from ${orders} o where o.session_id = ${sessionId} and o.status = 'booked')
        + (select count(distinct p.student_id) from ${payments} p
           where p.session_id = ${sessionId} and p.held_until > now() and p.student_id <> ${exceptStudentId}))::int`,
    })
    .from(studySessions)
    .where(eq(studySessions.id, sessionId));
  return Number(row?.taken ?? 0);
}

/** Whether the student holds a booked order for this session. */
export async function hasBooked(tx: Tx, studentId: string, sessionId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.studentId, studentId), eq(orders.sessionId, sessionId), eq(orders.status, 'booked')));
  return !!row;
}

/** Frees the holds of this student's intents for the session (they have booked, or given up). */
export async function releaseHolds(tx: Tx, studentId: string, sessionId: string): Promise<void> {
  await tx
    .update(payments)
    .set({ heldUntil: null })
    .where(and(eq(payments.studentId, studentId), eq(payments.sessionId, sessionId)));
}

/** The `seatsLeft` of a session answer: null when unlimited, never below 0. */
export const seatsLeftSql = sql<number | null>`case when ${studySessions.seats} is null then null else greatest(0, ${studySessions.seats}
  - (select count(*) from ${orders} o where o.session_id = ${studySessions.id} and o.status = 'booked')
  - (select count(distinct p.student_id) from ${payments} p where p.session_id = ${studySessions.id} and p.held_until > now()))::int end`;

export type HoldOutcome = 'held' | 'unlimited' | 'booked' | 'full';

/**
 * Records a new payment intent (Stripe's; the test provider has already written its row) and, for a
 * session with a limit, holds a seat with it for SEAT_HOLD_MS, if one is left.
 */
export async function recordIntentWithHold(
  db: Db,
  intent: { id: string; provider: string; studentId: string; sessionId: string; amountCents: number },
): Promise<HoldOutcome> {
  const outcome = await db.transaction(async (tx): Promise<HoldOutcome> => {
    const session = await lockSessionSeats(tx, intent.sessionId);
    if (await hasBooked(tx, intent.studentId, intent.sessionId)) return 'booked';
    const limited = session?.seats != null;
    if (limited && (await seatsTaken(tx, intent.sessionId, intent.studentId)) >= session.seats!) return 'full';
    const heldUntil = limited ? new Date(Date.now() + SEAT_HOLD_MS) : null;
    await tx
      .insert(payments)
      .values({ ...intent, status: 'requires_payment', heldUntil })
      .onConflictDoUpdate({ target: payments.id, set: { heldUntil } });
    return limited ? 'held' : 'unlimited';
  });
  // A held seat is one fewer left on the public list.
  if (outcome === 'held') await publicSessionsChanged(db);
  return outcome;
}
