/**
 * Deleting a session with live bookings (issue 15), by its tutor (DELETE /delete-session/{id}) or an
 * admin (DELETE /sessions/{id}): every booking is cancelled by the organiser and refunded, the orders
 * stay, and a refund the provider failed is completed later, once.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments, refunds } from '../../db/schema';
import { testPayments } from '../../payments/test-provider';
import { setupApi } from '../../../tests/setup/api-context';
import { pay } from '../../../tests/factories/payments';
import { insertSession } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { retryPendingRefunds } from './refunds.service';

let failRefunds = 0;
const ctx = await setupApi(
  {},
  {
    payments: (db) => {
      const real = testPayments(db);
      return {
        ...real,
        async refund(paymentId, amountCents, key) {
          if (failRefunds > 0) {
            failRefunds -= 1;
            throw new Error('provider unavailable');
          }
          return real.refund(paymentId, amountCents, key);
        },
      };
    },
  },
);
const tutor = await createUser(ctx, { role: 'Tutor' });
const admin = await createUser(ctx, { role: 'Admin' });

async function bookedSession(paidStudents: number, freeStudents = 0) {
  const sessionId = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: freeStudents ? 0 : 1400 });
  const students: TestUser[] = [];
  for (let i = 0; i < paidStudents + freeStudents; i++) {
    const s = await createUser(ctx);
    const transactionId = freeStudents ? undefined : (await pay(s, sessionId)).id;
    const res = await s.call('POST', '/api/orders', { body: { sessionId, ...(transactionId ? { transactionId } : {}) } });
    expect(res.status).toBe(201);
    students.push(s);
  }
  return { sessionId, students };
}

const ordersOfSession = (title: string) => ctx.db.select().from(orders).where(eq(orders.sessionTitle, title));

describe('deleting a session with bookings', () => {
  it('the tutor: cancels and refunds every booking, keeps the orders, and the students see "cancelled by the organiser"', async () => {
    const { sessionId, students } = await bookedSession(2);
    const roster = await tutor.call('GET', `/api/sessions/${sessionId}/roster`);
    expect(roster.json.booked).toHaveLength(2);
    const res = await tutor.call('DELETE', `/api/delete-session/${sessionId}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ acknowledged: true, deletedCount: 1, cancelledBookings: 2, refundsPending: 0 });
    for (const s of students) {
      const [item] = (await s.call('GET', `/api/bookedsessions/${s.email}`)).json;
      expect(item).toMatchObject({ sessionId: null, status: 'refunded', cancelledBy: 'organiser', refund: 'succeeded', price: 14 });
      expect((await s.call('GET', `/api/sessions/${sessionId}`)).status).toBe(404);
    }
    const rows = await ctx.db
      .select()
      .from(orders)
      .where(eq(orders.id, (await students[0]!.call('GET', `/api/bookedsessions/${students[0]!.email}`)).json[0].orderId));
    expect(rows[0]).toMatchObject({ sessionId: null, status: 'refunded' });
  });

  it('another tutor cannot delete it, and nothing is cancelled', async () => {
    const { sessionId, students } = await bookedSession(0, 1);
    const other = await createUser(ctx, { role: 'Tutor' });
    expect((await other.call('DELETE', `/api/delete-session/${sessionId}`)).status).toBe(404);
    expect((await students[0]!.call('DELETE', `/api/sessions/${sessionId}`)).status).toBe(403);
    expect((await students[0]!.call('GET', `/api/bookedsessions/${students[0]!.email}`)).json[0].status).toBe('booked');
  });

  it('the admin: free bookings are cancelled without a refund', async () => {
    const { sessionId, students } = await bookedSession(0, 2);
    const res = await admin.call('DELETE', `/api/sessions/${sessionId}`);
    expect(res.json).toMatchObject({ deletedCount: 1, cancelledBookings: 2, refundsPending: 0 });
    const [item] = (await students[1]!.call('GET', `/api/bookedsessions/${students[1]!.email}`)).json;
    expect(item).toMatchObject({ status: 'cancelled', cancelledBy: 'organiser', refund: 'none' });
  });

  it('a provider failure half-way leaves pending refunds that a retry completes, never refunding twice', async () => {
    const { sessionId, students } = await bookedSession(3);
    const title = (await admin.call('GET', `/api/sessions/${sessionId}`)).json.title;
    failRefunds = 2; // the first refund goes through, the next two fail
    const first = await admin.call('DELETE', `/api/sessions/${sessionId}`);
    expect(first.json).toEqual({ acknowledged: true, deletedCount: 1, cancelledBookings: 3, refundsPending: 2 });
    expect(await ctx.db.select().from(refunds).where(eq(refunds.status, 'pending'))).toHaveLength(2);

    // A student retries from Booked Sessions; the background retry completes the other one.
    const items = await Promise.all(students.map(async (s) => ({ s, item: (await s.call('GET', `/api/bookedsessions/${s.email}`)).json[0] })));
    const stuck = items.filter(({ item }) => item.refund === 'pending');
    expect(stuck).toHaveLength(2);
    expect(stuck[0]!.item).toMatchObject({ status: 'cancelled', cancelledBy: 'organiser' });
    const retried = await stuck[0]!.s.call('POST', `/api/orders/${stuck[0]!.item.orderId}/cancel`);
    expect(retried.json).toMatchObject({ status: 'refunded', refund: 'succeeded' });
    expect(await retryPendingRefunds(ctx.db, testPayments(ctx.db))).toBe(0);

    const rows = await ordersOfSession(title);
    expect(rows.map((o) => o.status)).toEqual(['refunded', 'refunded', 'refunded']);
    for (const o of rows) {
      const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, o.transactionId!));
      expect(payment).toMatchObject({ testRefundedCents: 1400, testRefundId: expect.stringMatching(/^re_test_/) });
    }
    expect(await ctx.db.select().from(refunds).where(eq(refunds.status, 'pending'))).toHaveLength(0);
  });
});
