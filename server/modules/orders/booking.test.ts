/**
 * Booking and paying (issue 4): POST /create-payment-intent, the "Test mode" confirmation, POST
 * /orders and GET /bookedsessions/{email}. No order may exist without a verified payment or a price
 * of 0, and the same submission twice makes one order.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments, studySessions, users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { CARDS, createIntent, pay, validCard } from '../../../tests/factories/payments';
import { insertSession } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { MSG } from '../../../domain/messages';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor', name: 'Tess Tutor' });
const admin = await createUser(ctx, { role: 'Admin' });
const PAST = new Date(Date.now() - 60_000);

const paidSession = (priceCents = 1250) => insertSession(ctx, tutor.email, { status: 'Accepted', priceCents });
const freeSession = () => insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 0 });
const student = (name?: string) => createUser(ctx, name ? { name } : {});

async function ordersOf(user: TestUser) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  return ctx.db.select().from(orders).where(eq(orders.studentId, row!.id));
}

const order = (user: TestUser, sessionId: string, extra: Record<string, unknown> = {}) =>
  user.call('POST', '/api/orders', { body: { student: { name: user.name, email: user.email, image: '' }, sessionId, price: 0, ...extra } });

describe('POST /api/create-payment-intent', () => {
  it('answers a client secret for the amount in the database, with the session and student as metadata', async () => {
    const s = await student();
    const id = await paidSession(1250);
    const res = await s.call('POST', '/api/create-payment-intent', { body: { sessId: id, price: 0.01 } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      clientSecret: expect.stringMatching(/^pi_test_\w+_secret_\w+$/),
      paymentIntentId: expect.any(String),
      amount: 12.5,
      provider: 'test',
    });
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, res.json.paymentIntentId));
    expect(row).toMatchObject({ amountCents: 1250, sessionId: id, status: 'requires_payment', provider: 'test' });
  });

  it('refuses a free, closed, unaccepted, unknown or already booked session', async () => {
    const s = await student();
    expect((await createIntent(s, await freeSession())).json.error.message).toBe(MSG.bookings.freeNoPayment);
    const closed = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 500, registrationEnd: PAST });
    const res = await createIntent(s, closed);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(MSG.bookings.closed);
    expect((await createIntent(s, await insertSession(ctx, tutor.email, { status: 'Pending', priceCents: 500 }))).status).toBe(404);
    expect((await createIntent(s, crypto.randomUUID())).status).toBe(404);
    const id = await paidSession();
    const { id: pi } = await pay(s, id);
    expect((await order(s, id, { transactionId: pi })).status).toBe(201);
    const again = await createIntent(s, id);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(MSG.bookings.alreadyBooked);
  });

  it('is for students only, with a valid session id', async () => {
    const id = await paidSession();
    expect((await tutor.call('POST', '/api/create-payment-intent', { body: { sessId: id } })).status).toBe(403);
    expect((await admin.call('POST', '/api/create-payment-intent', { body: { sessId: id } })).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/create-payment-intent', { body: { sessId: id } })).status).toBe(401);
    const s = await student();
    expect((await s.call('POST', '/api/create-payment-intent', { body: { sessId: 'nope' } })).status).toBe(400);
    expect((await s.call('POST', '/api/create-payment-intent', { body: {} })).status).toBe(400);
  });
});

describe('POST /api/payments/test/confirm (Test mode)', () => {
  it("declines Stripe's decline test cards with Stripe's messages, and then takes a good card", async () => {
    const s = await student();
    const id = await paidSession();
    const intent = await createIntent(s, id);
    const confirm = (number: string) =>
      s.call('POST', '/api/payments/test/confirm', { body: { clientSecret: intent.json.clientSecret, card: validCard(number) } });
    const declined = await confirm(CARDS.declined);
    expect(declined.status).toBe(402);
    expect(declined.json.error).toEqual({ code: 'card_declined', message: 'Your card was declined.' });
    expect((await confirm(CARDS.insufficient)).json.error.message).toBe('Your card has insufficient funds.');
    expect((await order(s, id, { transactionId: intent.json.paymentIntentId })).json.error.message).toBe(MSG.bookings.notPaid);
    expect(await ordersOf(s)).toHaveLength(0);
    const ok = await confirm(CARDS.ok);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ paymentIntent: { id: intent.json.paymentIntentId, status: 'succeeded' } });
  });

  it("cannot confirm another student's intent, a made-up secret or a malformed card", async () => {
    const owner = await student();
    const other = await student();
    const intent = await createIntent(owner, await paidSession());
    const body = { clientSecret: intent.json.clientSecret, card: validCard() };
    expect((await other.call('POST', '/api/payments/test/confirm', { body })).status).toBe(404);
    expect((await owner.call('POST', '/api/payments/test/confirm', { body: { ...body, clientSecret: 'pi_test_x_secret_y' } })).status).toBe(404);
    expect((await owner.call('POST', '/api/payments/test/confirm', { body: { clientSecret: intent.json.clientSecret } })).status).toBe(400);
    const expired = await owner.call('POST', '/api/payments/test/confirm', { body: { ...body, card: { ...validCard(), expiry: '01 / 20' } } });
    expect(expired.status).toBe(402);
    expect(expired.json.error.message).toBe("Your card's expiration year is in the past.");
  });
});

describe('POST /api/orders', () => {
  it('books a free session once: the same submission twice answers the first order', async () => {
    const s = await student('Fay Free');
    const id = await freeSession();
    const first = await order(s, id);
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      _id: expect.any(String),
      student: { name: 'Fay Free', email: s.email, image: '' },
      sessionId: id,
      price: 0,
      transactionId: null,
    });
    const second = await order(s, id);
    expect(second.status).toBe(200);
    expect(second.json._id).toBe(first.json._id);
    expect(await ordersOf(s)).toHaveLength(1);
  });

  it('makes one order from concurrent double submits', async () => {
    const s = await student();
    const id = await freeSession();
    const results = await Promise.all(Array.from({ length: 5 }, () => order(s, id)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.json._id)).size).toBe(1);
    expect(await ordersOf(s)).toHaveLength(1);

    const paid = await paidSession();
    const { id: pi } = await pay(s, paid);
    const paidResults = await Promise.all(Array.from({ length: 4 }, () => order(s, paid, { transactionId: pi })));
    expect(paidResults.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    expect(await ordersOf(s)).toHaveLength(2);
  });

  it('books a paid session only with its verified payment, storing the verified amount in cents', async () => {
    const s = await student();
    const id = await paidSession(1999);
    const { id: pi, confirm } = await pay(s, id);
    expect(confirm.status).toBe(200);
    const res = await order(s, id, { transactionId: pi, price: 0.01 });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ sessionId: id, price: 19.99, transactionId: pi });
    const [row] = await ordersOf(s);
    expect(row).toMatchObject({ priceCents: 1999, transactionId: pi });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, pi));
    expect(payment).toMatchObject({ status: 'succeeded', amountCents: 1999 });
    expect((await order(s, id, { transactionId: pi })).json._id).toBe(res.json._id);
    expect(await ordersOf(s)).toHaveLength(1);
  });

  it('refuses a paid session booked as free, and a free one booked with a payment', async () => {
    const s = await student();
    const paid = await paidSession(1000);
    const asFree = await order(s, paid);
    expect(asFree.status).toBe(402);
    expect(asFree.json.error.message).toBe('This session costs $10.00: pay for it to book it.');
    const free = await freeSession();
    const { id: pi } = await pay(s, paid);
    const withPayment = await order(s, free, { transactionId: pi });
    expect(withPayment.status).toBe(400);
    expect(withPayment.json.error.message).toBe(MSG.bookings.freeNoPayment);
    expect(await ordersOf(s)).toHaveLength(0);
  });

  it('refuses a made-up transaction id', async () => {
    const s = await student();
    const id = await paidSession();
    for (const transactionId of ['pi_test_madeup', 'pi_3MadeUp', 'anything at all']) {
      const res = await order(s, id, { transactionId });
      expect(res.status).toBe(402);
      expect(res.json.error.message).toBe(MSG.bookings.noSuchPayment);
    }
    expect(await ordersOf(s)).toHaveLength(0);
  });

  it("refuses another student's payment", async () => {
    const payer = await student();
    const thief = await student();
    const id = await paidSession();
    const { id: pi } = await pay(payer, id);
    const res = await order(thief, id, { transactionId: pi });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(MSG.bookings.otherStudent);
    expect(await ordersOf(thief)).toHaveLength(0);
    expect((await order(payer, id, { transactionId: pi })).status).toBe(201);
  });

  it('refuses a payment made for a different session, even at the same price', async () => {
    const s = await student();
    const paidFor = await paidSession(1500);
    const other = await paidSession(1500);
    const { id: pi } = await pay(s, paidFor);
    const res = await order(s, other, { transactionId: pi });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(MSG.bookings.otherSession);
    expect(await ordersOf(s)).toHaveLength(0);
  });

  it('refuses a payment whose amount no longer matches the price', async () => {
    const s = await student();
    const id = await paidSession(1500);
    const { id: pi } = await pay(s, id);
    await ctx.db.update(studySessions).set({ priceCents: 2500 }).where(eq(studySessions.id, id));
    const res = await order(s, id, { transactionId: pi });
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(MSG.bookings.wrongAmount);
  });

  it('refuses a closed registration, and a session that is not Accepted', async () => {
    const s = await student();
    const closed = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 0, registrationEnd: PAST });
    const res = await order(s, closed);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(MSG.bookings.closed);
    const pending = await insertSession(ctx, tutor.email, { status: 'Pending' });
    expect((await order(s, pending)).status).toBe(404);
    const rejected = await insertSession(ctx, tutor.email, { status: 'Rejected' });
    expect((await order(s, rejected)).status).toBe(404);
    expect(await ordersOf(s)).toHaveLength(0);
  });

  it('books for the caller only, and for students only', async () => {
    const s = await student();
    const other = await student();
    const id = await freeSession();
    const res = await s.call('POST', '/api/orders', { body: { student: { email: other.email }, sessionId: id } });
    expect(res.status).toBe(403);
    expect(await ordersOf(other)).toHaveLength(0);
    expect((await tutor.call('POST', '/api/orders', { body: { sessionId: id } })).status).toBe(403);
    expect((await admin.call('POST', '/api/orders', { body: { sessionId: id } })).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/orders', { body: { sessionId: id } })).status).toBe(401);
  });

  it('answers 400 for a malformed body and 415 for a non-JSON one, changing nothing', async () => {
    const s = await student();
    expect((await s.call('POST', '/api/orders', { body: {} })).status).toBe(400);
    expect((await s.call('POST', '/api/orders', { body: { sessionId: 'x' } })).status).toBe(400);
    expect((await s.call('POST', '/api/orders', { body: { sessionId: await freeSession(), transactionId: 42 } })).status).toBe(400);
    expect((await s.call('POST', '/api/orders', { body: '{not json', headers: { 'content-type': 'application/json' } })).status).toBe(400);
    expect((await s.call('POST', '/api/orders', { body: 'sessionId=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(415);
    expect(await ordersOf(s)).toHaveLength(0);
  });

  it('has a unique key on student and session, not only a check', async () => {
    const s = await student();
    const id = await freeSession();
    await order(s, id);
    const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, s.email));
    await expect(ctx.db.insert(orders).values({ studentId: row!.id, sessionId: id, sessionTitle: 'again', priceCents: 0 })).rejects.toThrow();
    expect(
      await ctx.db
        .select()
        .from(orders)
        .where(and(eq(orders.studentId, row!.id), eq(orders.sessionId, id))),
    ).toHaveLength(1);
  });
});

describe('GET /api/bookedsessions/{email}', () => {
  it("lists the caller's booked sessions with title, description, duration and tutor", async () => {
    const s = await student();
    const id = await freeSession();
    await order(s, id);
    const res = await s.call('GET', `/api/bookedsessions/${s.email}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      {
        _id: expect.any(String),
        sessionId: id,
        title: expect.any(String),
        description: 'Vectors, matrices and why they matter.',
        duration: '2 hours 30 minutes',
        isoCS: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        isoCE: expect.stringMatching(/Z$/),
        tutor: { name: 'Tess Tutor' },
        orderId: expect.any(String),
        status: 'booked',
        price: 0,
        cancelDeadline: expect.stringMatching(/Z$/),
        cancelledAt: null,
        cancelledBy: null,
        refund: 'none',
        // The class link of a live booking (issue 22); the session has none.
        meetingUrl: null,
      },
    ]);
    const [row] = res.json;
    expect(new Date(row.isoCE).getTime() - new Date(row.isoCS).getTime()).toBe(2.5 * 3_600_000);
  });

  it('answers an empty list before the first booking, and keeps a deleted session as cancelled by the organiser', async () => {
    const s = await student();
    expect((await s.call('GET', `/api/bookedsessions/${s.email}`)).json).toEqual([]);
    const id = await freeSession();
    await order(s, id);
    expect((await admin.call('DELETE', `/api/sessions/${id}`)).status).toBe(200);
    expect((await s.call('GET', `/api/bookedsessions/${s.email}`)).json).toEqual([
      expect.objectContaining({ sessionId: null, status: 'cancelled', cancelledBy: 'organiser', isoCS: null, refund: 'none' }),
    ]);
    expect(await ordersOf(s)).toHaveLength(1);
  });

  it('is for the caller themselves or an admin', async () => {
    const s = await student();
    await order(s, await freeSession());
    expect((await admin.call('GET', `/api/bookedsessions/${s.email}`)).json).toHaveLength(1);
    const other = await student();
    expect((await other.call('GET', `/api/bookedsessions/${s.email}`)).status).toBe(403);
    expect((await tutor.call('GET', `/api/bookedsessions/${s.email}`)).status).toBe(403);
    expect((await s.call('GET', '/api/bookedsessions/not-an-email')).status).toBe(403);
    expect((await call(ctx, 'GET', `/api/bookedsessions/${s.email}`)).status).toBe(401);
  });
});
