import { asc, eq } from 'drizzle-orm';
import type { Roster, RosterEntry } from '../../../domain/types';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';
import { meetingUrlsOf } from '../sessions/class-link.access';

/** Every order of the session, booked first then cancelled, each by booking time. */
export async function rosterOf(db: Db, session: { id: string; title: string; seats: number | null }): Promise<Roster> {
  // Only the tutor and admins reach a roster, and both may read the class link (issue 22).
  const links = await meetingUrlsOf(db, [session.id]);
  const rows = await db
    .select({
      orderId: orders.id,
      name: users.name,
      email: users.email,
      bookedAt: orders.createdAt,
      priceCents: orders.priceCents,
      status: orders.status,
      cancelledAt: orders.cancelledAt,
      cancelledBy: orders.cancelledBy,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.studentId))
    .where(eq(orders.sessionId, session.id))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const entries: RosterEntry[] = rows.map((r) => ({
    orderId: r.orderId,
    name: r.name,
    email: r.email,
    bookedAt: r.bookedAt.toISOString(),
    amountPaid: r.priceCents / 100,
    status: r.status,
    cancelledAt: r.cancelledAt?.toISOString() ?? null,
    cancelledBy: r.cancelledBy,
  }));
  return {
    sessionId: session.id,
    title: session.title,
    seats: session.seats,
    meetingUrl: links.get(session.id) ?? null,
    booked: entries.filter((e) => e.status === 'booked'),
    cancelled: entries.filter((e) => e.status !== 'booked'),
  };
}
