/**
 * Seat limits (issue 15): seats on create and edit, seatsLeft on the session answers (and the cached
 * public list), 409 "This session is full.", the last seat under 50 concurrent bookings, and the ten
 * minute hold of a payment intent with its automatic refund when the seat went meanwhile.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments, refunds, studySessions } from '../../db/schema';
import { setupApi } from '../../../tests/setup/api-context';
import { CARDS, createIntent, validCard } from '../../../tests/factories/payments';
import { insertSession, sessionBody } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { MSG } from '../../../domain/messages';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const admin = await createUser(ctx, { role: 'Admin' });

const book = (user: TestUser, sessionId: string, transactionId?: string) =>
  user.call('POST', '/api/orders', { body: { student: { email: user.email }, sessionId, ...(transactionId ? { transactionId } : {}) } });
const seatsLeft = async (user: TestUser, id: string) => (await user.call('GET', `/api/sessions/${id}`)).json.seatsLeft;
const publicSeatsLeft = async (id: string) =>
  ((await tutor.call('GET', '/api/sessions')).json as { _id: string; seatsLeft: number | null }[]).find((s) => s._id === id)?.seatsLeft;
const liveOrders = async (id: string) => (await ctx.db.select().from(orders).where(eq(orders.sessionId, id))).filter((o) => o.status === 'booked');

describe('seats on create, edit and customise', () => {
  it('takes an optional seat limit from 1 to 1000, and refuses anything else with a clear 400', async () => {
    const created = await tutor.call('POST', '/api/sessions', { body: sessionBody({ seats: 12 }) });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ seats: 12, seatsLeft: 12 });
    const unlimited = await tutor.call('POST', '/api/sessions', { body: sessionBody() });
    expect(unlimited.json).toMatchObject({ seats: null, seatsLeft: null });
    for (const seats of [0, 1001, 2.5, '10', -1]) {
      const res = await tutor.call('POST', '/api/sessions', { body: sessionBody({ seats }) });
      expect(res.status).toBe(400);
      expect(res.json.error.issues[0].message).toBe(MSG.sessions.seatsInvalid);
    }

    const id = created.json._id as string;
    expect((await tutor.call('PATCH', `/api/update-session/${id}`, { body: sessionBody({ seats: 3 }) })).json.modifiedCount).toBe(1);
    expect((await tutor.call('GET', `/api/sessions/${id}`)).json.seats).toBe(3);
    // The original client (docs/product.md#api) leaves seats out: unchanged.
    await tutor.call('PATCH', `/api/update-session/${id}`, { body: sessionBody({ title: 'Renamed' }) });
    expect((await tutor.call('GET', `/api/sessions/${id}`)).json.seats).toBe(3);
    expect((await admin.call('PATCH', `/api/updsessad/${id}`, { body: sessionBody({ seats: null }) })).status).toBe(200);
    expect((await tutor.call('GET', `/api/sessions/${id}`)).json).toMatchObject({ seats: null, seatsLeft: null });
    expect((await admin.call('PATCH', `/api/updsessad/${id}`, { body: sessionBody({ seats: 1000 }) })).status).toBe(200);
    expect((await tutor.call('GET', `/api/sessions/${id}`)).json.seats).toBe(1000);
    // Another tutor cannot change it.
    const other = await createUser(ctx, { role: 'Tutor' });
    expect((await other.call('PATCH', `/api/update-session/${id}`, { body: sessionBody({ seats: 1 }) })).status).toBe(404);
  });
});

describe('booking a limited session', () => {
  it('counts seats down on GET /sessions/{id} and the public list, then answers 409 "This session is full."', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', seats: 2 });
    const [a, b, c] = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
    expect(await publicSeatsLeft(id)).toBe(2);
    expect((await book(a, id)).status).toBe(201);
    expect(await seatsLeft(c, id)).toBe(1);
    expect(await publicSeatsLeft(id)).toBe(1);
    expect((await book(b, id)).status).toBe(201);
    expect(await publicSeatsLeft(id)).toBe(0);
    const full = await book(c, id);
    expect(full.status).toBe(409);
    expect(full.json.error.message).toBe(MSG.bookings.full);
    expect(await liveOrders(id)).toHaveLength(2);
    // The same submission again still answers the first order, full or not.
    expect((await book(a, id)).status).toBe(200);
  });

  it('gives the last seat to exactly one of 50 concurrent students', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', seats: 3 });
    await book(await createUser(ctx), id);
    await book(await createUser(ctx), id);
    const students = await Promise.all(Array.from({ length: 50 }, () => createUser(ctx)));
    const results = await Promise.all(students.map((s) => book(s, id)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(results.filter((r) => r.status === 409).every((r) => r.json.error.message === MSG.bookings.full)).toBe(true);
    expect(await liveOrders(id)).toHaveLength(3);
    expect(await publicSeatsLeft(id)).toBe(0);
  });
});

describe('a paid booking holds its seat for ten minutes from the payment intent', () => {
  const confirm = (s: TestUser, secret: string) => s.call('POST', '/api/payments/test/confirm', { body: { clientSecret: secret, card: validCard(CARDS.ok) } });

  it('keeps the held seat from others, and refuses an intent when every seat is held', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 1500, seats: 1 });
    const [payer, other] = await Promise.all([createUser(ctx), createUser(ctx)]);
    const intent = await createIntent(payer, id);
    expect(intent.status).toBe(200);
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, intent.json.paymentIntentId));
    const heldFor = row!.heldUntil!.getTime() - Date.now();
    expect(heldFor).toBeGreaterThan(9 * 60_000);
    expect(heldFor).toBeLessThanOrEqual(10 * 60_000);
    expect(await seatsLeft(other, id)).toBe(0);
    const refused = await createIntent(other, id);
    expect(refused.status).toBe(409);
    expect(refused.json.error.message).toBe(MSG.bookings.full);
    // The holder's own second intent (a retry) is fine.
    expect((await createIntent(payer, id)).status).toBe(200);
    await confirm(payer, intent.json.clientSecret);
    expect((await book(payer, id, intent.json.paymentIntentId)).status).toBe(201);
    const [after] = await ctx.db.select().from(payments).where(eq(payments.id, intent.json.paymentIntentId));
    expect(after!.heldUntil).toBeNull();
    expect(await seatsLeft(other, id)).toBe(0);
  });

  it('refunds the payment automatically and says so when the seat went after the hold expired', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 2000, seats: 1 });
    const [slow, quick] = await Promise.all([createUser(ctx), createUser(ctx)]);
    const intent = await createIntent(slow, id);
    await confirm(slow, intent.json.clientSecret);
    // Eleven minutes pass.
    await ctx.db
      .update(payments)
      .set({ heldUntil: new Date(Date.now() - 60_000) })
      .where(eq(payments.id, intent.json.paymentIntentId));
    expect((await book(quick, id)).status).toBe(402); // a paid session needs a payment
    const quickIntent = await createIntent(quick, id);
    await confirm(quick, quickIntent.json.clientSecret);
    expect((await book(quick, id, quickIntent.json.paymentIntentId)).status).toBe(201);

    const late = await book(slow, id, intent.json.paymentIntentId);
    expect(late.status).toBe(409);
    expect(late.json.error.message).toBe(MSG.bookings.fullRefunded(20));
    const [refund] = await ctx.db.select().from(refunds).where(eq(refunds.paymentId, intent.json.paymentIntentId));
    expect(refund).toMatchObject({ status: 'succeeded', amountCents: 2000, orderId: null });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.id, intent.json.paymentIntentId));
    expect(payment).toMatchObject({ testRefundedCents: 2000, testRefundId: expect.stringMatching(/^re_test_/) });

    // Posting it again refunds nothing more, and once a seat frees up the refunded payment books nothing.
    expect((await book(slow, id, intent.json.paymentIntentId)).json.error.message).toBe(MSG.bookings.paymentRefunded);
    await ctx.db.update(studySessions).set({ seats: 5 }).where(eq(studySessions.id, id));
    const reused = await book(slow, id, intent.json.paymentIntentId);
    expect(reused.status).toBe(409);
    expect(reused.json.error.message).toBe(MSG.bookings.paymentRefunded);
    expect(await liveOrders(id)).toHaveLength(1);
    const [again] = await ctx.db.select().from(payments).where(eq(payments.id, intent.json.paymentIntentId));
    expect(again!.testRefundId).toBe(payment!.testRefundId);
  });
});
