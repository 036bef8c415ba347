/**
 * Cancelling a booking (issue 15): POST /orders/{id}/cancel for the student or an admin, until
 * CANCEL_DEADLINE_HOURS before the class; a paid order refunded in full, once, even when the provider
 * fails half-way; the seat freed; materials and reviews gone with the booking; booking again makes a
 * new order that needs a new payment.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { materials, orders, payments, refunds, users } from '../../db/schema';
import { testPayments } from '../../payments/test-provider';
import { call, setupApi } from '../../../tests/setup/api-context';
import { pay } from '../../../tests/factories/payments';
import { insertSession } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { retryPendingRefunds } from './refunds.service';
import { MSG } from '../../../domain/messages';

const HOUR = 3_600_000;
/** The provider fails the next refunds: 'before' it refunds, or 'after' it refunded (a lost answer). */
const failNext: { mode: 'before' | 'after' | null; calls: number } = { mode: null, calls: 0 };
const ctx = await setupApi(
  { cancelDeadlineHours: 24 },
  {
    payments: (db) => {
      const real = testPayments(db);
      return {
        ...real,
        async refund(paymentId, amountCents, key) {
          failNext.calls += 1;
          const mode = failNext.mode;
          failNext.mode = null;
          if (mode === 'before') throw new Error('provider unavailable');
          const made = await real.refund(paymentId, amountCents, key);
          if (mode === 'after') throw new Error('connection reset after the refund');
          return made;
        },
      };
    },
  },
);
const tutor = await createUser(ctx, { role: 'Tutor' });
const admin = await createUser(ctx, { role: 'Admin' });

const book = (user: TestUser, sessionId: string, transactionId?: string) =>
  user.call('POST', '/api/orders', { body: { student: { email: user.email }, sessionId, ...(transactionId ? { transactionId } : {}) } });
const cancel = (user: TestUser, orderId: string) => user.call('POST', `/api/orders/${orderId}/cancel`);
const orderRow = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const refundRow = async (paymentId: string) => (await ctx.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)))[0];
const paymentRow = async (id: string) => (await ctx.db.select().from(payments).where(eq(payments.id, id)))[0]!;

async function paidBooking(priceCents = 1800, options: { seats?: number; classStart?: Date } = {}) {
  const student = await createUser(ctx);
  const sessionId = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents, ...options });
  const { id: paymentId } = await pay(student, sessionId);
  const res = await book(student, sessionId, paymentId);
  expect(res.status).toBe(201);
  return { student, sessionId, paymentId, orderId: res.json._id as string };
}

describe('POST /api/orders/{id}/cancel', () => {
  it('cancels a paid booking with a full refund through the provider, frees the seat, and keeps the order', async () => {
    const { student, sessionId, paymentId, orderId } = await paidBooking(1800, { seats: 1 });
    expect((await student.call('GET', `/api/sessions/${sessionId}`)).json.seatsLeft).toBe(0);
    const res = await cancel(student, orderId);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ orderId, status: 'refunded', refund: 'succeeded', amount: 18 });
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', cancelledBy: 'student', cancelledAt: expect.any(Date) });
    expect(await paymentRow(paymentId)).toMatchObject({ testRefundedCents: 1800, testRefundId: expect.stringMatching(/^re_test_/) });
    expect((await student.call('GET', `/api/sessions/${sessionId}`)).json.seatsLeft).toBe(1);
    const listed = (await student.call('GET', `/api/bookedsessions/${student.email}`)).json;
    expect(listed).toEqual([expect.objectContaining({ orderId, status: 'refunded', refund: 'succeeded', cancelledBy: 'student', price: 18 })]);
    // GET /orders answers live orders only, so the client shows Book again.
    expect((await student.call('GET', `/api/orders?stuEmail=${encodeURIComponent(student.email)}&sessionId=${sessionId}`)).json).toEqual([]);
    // Once cancelled, a second cancel changes nothing.
    const again = await cancel(student, orderId);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(MSG.bookings.notCancellable);
  });

  it('cancels a free booking without a refund', async () => {
    const student = await createUser(ctx);
    const sessionId = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    const { json } = await book(student, sessionId);
    const res = await cancel(student, json._id);
    expect(res.json).toEqual({ orderId: json._id, status: 'cancelled', refund: 'none', amount: 0 });
  });

  it('is for the owning student or an admin; anyone else gets 404 and changes nothing', async () => {
    const { orderId, student } = await paidBooking();
    const other = await createUser(ctx);
    for (const stranger of [other, tutor]) {
      const res = await cancel(stranger, orderId);
      expect(res.status).toBe(404);
      expect(res.json.error.message).toBe(MSG.bookings.noSuchOrder);
    }
    expect((await call(ctx, 'POST', `/api/orders/${orderId}/cancel`)).status).toBe(401);
    expect((await cancel(student, 'not-an-id')).status).toBe(404);
    expect((await cancel(student, crypto.randomUUID())).status).toBe(404);
    expect((await orderRow(orderId)).status).toBe('booked');
    const res = await cancel(admin, orderId);
    expect(res.json).toMatchObject({ status: 'refunded', refund: 'succeeded' });
    expect((await orderRow(orderId)).cancelledBy).toBe('admin');
  });

  it('is open until exactly CANCEL_DEADLINE_HOURS before the class, then answers 409', async () => {
    const open = await paidBooking(1000, { classStart: new Date(Date.now() + 24 * HOUR + 60_000) });
    expect((await cancel(open.student, open.orderId)).status).toBe(200);
    const closed = await paidBooking(1000, { classStart: new Date(Date.now() + 24 * HOUR - 60_000) });
    const res = await closed.student.call('GET', `/api/bookedsessions/${closed.student.email}`);
    const deadline = new Date(res.json[0].cancelDeadline).getTime();
    expect(deadline).toBeLessThan(Date.now());
    const refused = await cancel(closed.student, closed.orderId);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(MSG.bookings.cancelDeadlinePassed);
    // An admin is bound by the same deadline.
    expect((await cancel(admin, closed.orderId)).status).toBe(409);
    expect((await orderRow(closed.orderId)).status).toBe('booked');
    expect(await refundRow(closed.paymentId)).toBeUndefined();
  });

  it('leaves a pending refund when the provider fails, and a retry completes it once', async () => {
    const { student, paymentId, orderId } = await paidBooking(2500);
    failNext.mode = 'before';
    const first = await cancel(student, orderId);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ orderId, status: 'cancelled', refund: 'pending', amount: 25 });
    expect(await refundRow(paymentId)).toMatchObject({ status: 'pending', amountCents: 2500 });
    expect((await paymentRow(paymentId)).testRefundId).toBeNull();
    const listed = (await student.call('GET', `/api/bookedsessions/${student.email}`)).json;
    expect(listed[0]).toMatchObject({ status: 'cancelled', refund: 'pending' });
    const retry = await cancel(student, orderId);
    expect(retry.json).toEqual({ orderId, status: 'refunded', refund: 'succeeded', amount: 25 });
    expect(await refundRow(paymentId)).toMatchObject({ status: 'succeeded', providerRefundId: expect.stringMatching(/^re_test_/) });
  });

  it('never refunds twice when the provider refunded but its answer was lost', async () => {
    const { student, paymentId, orderId } = await paidBooking(3100);
    failNext.mode = 'after';
    const callsBefore = failNext.calls;
    expect((await cancel(student, orderId)).json.refund).toBe('pending');
    const madeFirst = (await paymentRow(paymentId)).testRefundId;
    expect(madeFirst).toMatch(/^re_test_/);
    // The background retry asks again with the same idempotency key and gets the same refund.
    expect(await retryPendingRefunds(ctx.db, testPayments(ctx.db))).toBe(0);
    expect(failNext.calls).toBe(callsBefore + 1);
    expect(await refundRow(paymentId)).toMatchObject({ status: 'succeeded', providerRefundId: madeFirst });
    expect(await paymentRow(paymentId)).toMatchObject({ testRefundId: madeFirst, testRefundedCents: 3100 });
    expect((await orderRow(orderId)).status).toBe('refunded');
    expect((await cancel(student, orderId)).status).toBe(409);
  });
});

describe('after cancelling', () => {
  it('the student loses the materials and cannot review; booking again makes a new order with a new payment', async () => {
    const { student, sessionId, paymentId, orderId } = await paidBooking(1200);
    const [tutorRow] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, tutor.email));
    const [material] = await ctx.db
      .insert(materials)
      .values({ sessionId, tutorId: tutorRow!.id, image: '/demo/cover-1.svg', link: 'https://example.com/notes' })
      .returning({ id: materials.id });
    expect((await student.call('GET', `/api/stu-mat/${material!.id}`)).status).toBe(200);
    expect((await student.call('GET', `/api/booked-materials/${student.email}`)).json).toHaveLength(1);
    const review = { sessionId, rating: 5, revDesc: 'Great', student: { email: student.email } };
    expect((await student.call('POST', '/api/reviews', { body: review })).status).toBe(201);

    await cancel(student, orderId);
    expect((await student.call('GET', `/api/stu-mat/${material!.id}`)).status).toBe(404);
    expect((await student.call('GET', `/api/booked-materials/${student.email}`)).json).toEqual([]);
    expect((await student.call('POST', '/api/reviews', { body: review })).status).toBe(409);

    // The refunded payment cannot book again; a new one can, as a new order.
    const reused = await book(student, sessionId, paymentId);
    expect(reused.status).toBe(409);
    expect((await book(student, sessionId)).status).toBe(402);
    const { id: newPayment } = await pay(student, sessionId);
    const rebooked = await book(student, sessionId, newPayment);
    expect(rebooked.status).toBe(201);
    expect(rebooked.json._id).not.toBe(orderId);
    expect((await student.call('GET', `/api/stu-mat/${material!.id}`)).status).toBe(200);
    const history = (await student.call('GET', `/api/bookedsessions/${student.email}`)).json;
    expect(history.map((b: { status: string }) => b.status)).toEqual(['booked', 'refunded']);
  });
});
