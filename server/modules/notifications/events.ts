/**
 * The product's events that tell someone (issue 17), each called where the change is written, with
 * that write's transaction when there is one. Each gathers what its template needs and calls
 * `notify`. The occurrence makes a repeat of the same change (a retry) one notification.
 */
import { eq, inArray } from 'drizzle-orm';
import type { SessionStatus } from '../../../domain/constants';
import type { Db } from '../../db/client';
import { orders, studySessions, users } from '../../db/schema';
import type { Tx } from '../orders/seats.service';
import { notify } from './notify';
import { scheduleReminders } from './reminders';

type Conn = Db | Tx;

async function orderFacts(db: Conn, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .select({
      id: orders.id,
      studentId: orders.studentId,
      studentName: users.name,
      studentEmail: users.email,
      sessionId: orders.sessionId,
      title: orders.sessionTitle,
      priceCents: orders.priceCents,
      tutorId: studySessions.tutorId,
      classStart: studySessions.classStart,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.studentId))
    .leftJoin(studySessions, eq(studySessions.id, orders.sessionId))
    .where(inArray(orders.id, orderIds));
}

/** A student booked: the tutor hears of it, and the class's reminders are scheduled. */
export async function bookingMade(db: Conn, orderId: string) {
  const [o] = await orderFacts(db, [orderId]);
  if (!o?.sessionId || !o.tutorId || !o.classStart) return;
  await notify(db, {
    event: 'booking-new',
    to: [o.tutorId],
    subjectId: o.sessionId,
    occurrence: o.id,
    data: { sessionId: o.sessionId, title: o.title, studentName: o.studentName || o.studentEmail },
  });
  await scheduleReminders(db, o.sessionId, o.classStart);
}

/**
 * Bookings were cancelled (call before a deleted session's row goes, so its tutor is still known).
 * By the organiser: each student is told their session was cancelled. By the student or an admin: the
 * tutor is told, and the student too when it was an admin.
 */
export async function bookingsCancelled(db: Conn, orderIds: string[], by: 'student' | 'admin' | 'organiser') {
  for (const o of await orderFacts(db, orderIds)) {
    if (by === 'organiser') {
      await notify(db, { event: 'session-cancelled', to: [o.studentId], subjectId: o.sessionId ?? o.id, occurrence: o.id, data: { title: o.title } });
      continue;
    }
    if (o.tutorId && o.sessionId) {
      await notify(db, {
        event: 'booking-cancelled',
        to: [o.tutorId],
        subjectId: o.sessionId,
        occurrence: o.id,
        data: { sessionId: o.sessionId, title: o.title, studentName: o.studentName || o.studentEmail },
      });
    }
    if (by === 'admin') {
      await notify(db, {
        event: 'order-cancelled',
        to: [o.studentId],
        subjectId: o.sessionId ?? o.id,
        occurrence: o.id,
        data: { sessionId: o.sessionId, title: o.title },
      });
    }
  }
}

/** A cancelled booking's payment came back. */
export async function bookingRefunded(db: Conn, orderId: string) {
  const [o] = await orderFacts(db, [orderId]);
  if (!o) return;
  await notify(db, {
    event: 'order-refunded',
    to: [o.studentId],
    subjectId: o.sessionId ?? o.id,
    occurrence: o.id,
    data: { sessionId: o.sessionId, title: o.title, amount: o.priceCents / 100 },
  });
}

/** An admin changed a session's status or price: its tutor hears what changed. `at` tells changes apart. */
export async function sessionReviewed(
  db: Conn,
  sessionId: string,
  before: { status: SessionStatus; priceCents: number },
  after: { status: SessionStatus; priceCents: number },
  at = Date.now(),
) {
  const [s] = await db.select({ tutorId: studySessions.tutorId, title: studySessions.title }).from(studySessions).where(eq(studySessions.id, sessionId));
  if (!s) return;
  const base = { to: [s.tutorId], subjectId: sessionId };
  if (before.status !== after.status && after.status !== 'Pending') {
    const event = after.status === 'Accepted' ? 'session-approved' : 'session-rejected';
    await notify(db, { ...base, event, occurrence: `${after.status}@${at}`, data: { sessionId, title: s.title } });
  }
  if (before.priceCents !== after.priceCents) {
    await notify(db, {
      ...base,
      event: 'session-priced',
      occurrence: `${after.priceCents}@${at}`,
      data: { sessionId, title: s.title, price: after.priceCents / 100 },
    });
  }
}

/** An admin decided a student's tutor application: a new role approves it, rejecting the request declines it. */
export async function tutorApplicationDecided(db: Conn, userId: string, decision: { approved: boolean; role: string }, at = Date.now()) {
  await notify(db, {
    event: 'tutor-application-decided',
    to: [userId],
    subjectId: userId,
    occurrence: `${decision.approved ? 'approved' : 'declined'}@${at}`,
    data: decision,
  });
}
