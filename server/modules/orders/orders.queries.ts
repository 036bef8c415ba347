import { and, desc, eq } from 'drizzle-orm';
import type { Order } from '../../../domain/types';
import type { Db } from '../../db/client';
import { orders, users } from '../../db/schema';

/** The student's orders for one session (none or one: a student books a session once). */
export async function findStudentOrders(db: Db, studentEmail: string, sessionId: string): Promise<Order[]> {
  const rows = await db
    .select({
      id: orders.id,
      sessionId: orders.sessionId,
      priceCents: orders.priceCents,
      transactionId: orders.transactionId,
      name: users.name,
      email: users.email,
      image: users.image,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.studentId))
    .where(and(eq(users.email, studentEmail), eq(orders.sessionId, sessionId)))
    .orderBy(desc(orders.createdAt));
  return rows.map((r) => ({
    _id: r.id,
    student: { name: r.name, email: r.email, image: r.image },
    sessionId: r.sessionId ?? sessionId,
    price: r.priceCents / 100,
    transactionId: r.transactionId,
  }));
}
