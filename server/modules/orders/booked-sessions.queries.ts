import { desc, eq } from 'drizzle-orm';
import { cancelDeadline } from '../../../domain/cancel-rules';
import { durationText } from '../../../domain/session-rules';
import type { BookedSession } from '../../../domain/types';
import type { Db } from '../../db/client';
import { orders, refunds, studySessions, users } from '../../db/schema';

/**
 * A student's orders for Booked Sessions (docs/product.md#entities), newest booking first: live ones and, since issue
 * 15, cancelled ones with their refund state, including those whose session was deleted (decision
 * 002: the order keeps its title; the rest is gone).
 */
export async function listBookedSessions(db: Db, studentEmail: string, deadlineHours: number): Promise<BookedSession[]> {
  const tutors = db.select({ id: users.id, name: users.name }).from(users).as('tutors');
  const rows = await db
    .select({
      id: orders.id,
      status: orders.status,
      orderTitle: orders.sessionTitle,
      priceCents: orders.priceCents,
      cancelledAt: orders.cancelledAt,
      cancelledBy: orders.cancelledBy,
      refundStatus: refunds.status,
      sessionId: studySessions.id,
      title: studySessions.title,
      description: studySessions.description,
      classStart: studySessions.classStart,
      classEnd: studySessions.classEnd,
      meetingUrl: studySessions.meetingUrl,
      tutorName: tutors.name,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.studentId))
    .leftJoin(studySessions, eq(studySessions.id, orders.sessionId))
    .leftJoin(tutors, eq(tutors.id, studySessions.tutorId))
    .leftJoin(refunds, eq(refunds.orderId, orders.id))
    .where(eq(users.email, studentEmail))
    .orderBy(desc(orders.createdAt), desc(orders.id));
  return rows.map((r) => ({
    _id: r.id,
    orderId: r.id,
    status: r.status,
    sessionId: r.sessionId,
    title: r.title ?? r.orderTitle,
    description: r.description ?? '',
    duration: r.classStart && r.classEnd ? durationText(r.classStart, r.classEnd) : '',
    isoCS: r.classStart?.toISOString() ?? null,
    isoCE: r.classEnd?.toISOString() ?? null,
    tutor: { name: r.tutorName ?? '' },
    price: r.priceCents / 100,
    cancelDeadline: r.classStart ? cancelDeadline(r.classStart, deadlineHours).toISOString() : null,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    cancelledBy: r.cancelledBy,
    refund: r.refundStatus ?? 'none',
    // The class link belongs to live bookings only: a cancelled or refunded one loses it (issue 22).
    ...(r.status === 'booked' && r.sessionId ? { meetingUrl: r.meetingUrl } : {}),
  }));
}
