/**
 * The `stripe` provider against a local stand-in for Stripe's HTTP API (tests/fakes/stripe-stand-in),
 * through the real routes: the intent carries the database's amount and the metadata, an order needs
 * the payment Stripe reports as succeeded, and the signed webhook books what the browser never
 * posted, once.
 */
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { orders, payments, processedEvents, refunds, users } from '../db/schema';
import { call, setupApi } from '../../tests/setup/api-context';
import { startStripeStandIn } from '../../tests/fakes/stripe-stand-in';
import { insertSession } from '../../tests/factories/sessions';
import { createUser, type TestUser } from '../../tests/factories/users';
import { stripePayments } from './stripe-provider';
import { MSG } from '../../domain/messages';

const WEBHOOK_SECRET = 'whsec_test_stand_in_secret';
const standIn = await startStripeStandIn();
afterAll(() => standIn.close());
const api = { host: '127.0.0.1', port: standIn.port, protocol: 'http' as const };
const stripePaymentsForTest = () => stripePayments({ secretKey: 'sk_test_stand_in', publishableKey: 'pk_test_stand_in', webhookSecret: WEBHOOK_SECRET, api });
const ctx = await setupApi({}, { payments: stripePaymentsForTest });
const tutor = await createUser(ctx, { role: 'Tutor' });
const signer = new Stripe('sk_test_signer');

async function ordersOf(user: TestUser) {
  const [row] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, user.email));
  return ctx.db.select().from(orders).where(eq(orders.studentId, row!.id));
}

const intentFor = (user: TestUser, sessionId: string) => user.call('POST', '/api/create-payment-intent', { body: { sessId: sessionId } });
const order = (user: TestUser, sessionId: string, transactionId: string) =>
  user.call('POST', '/api/orders', { body: { student: { email: user.email }, sessionId, transactionId, price: 0 } });

function webhook(event: object, signature?: string) {
  const payload = JSON.stringify(event);
  const header = signature ?? signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return call(ctx, 'POST', '/api/payments/stripe/webhook', { body: payload, headers: { 'stripe-signature': header } });
}

const succeededEvent = (intent: object, id = `evt_${crypto.randomUUID().replaceAll('-', '')}`) => ({
  id,
  object: 'event',
  type: 'payment_intent.succeeded',
  data: { object: intent },
});

describe('the stripe provider', () => {
  it('creates a USD intent for the amount in the database, with the session and student as metadata', async () => {
    const student = await createUser(ctx);
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 2450 });
    const res = await intentFor(student, id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_stand_in', amount: 24.5 });
    const intent = standIn.intents.get(res.json.paymentIntentId)!;
    expect(res.json.clientSecret).toBe(intent.client_secret);
    expect(intent).toMatchObject({ amount: 2450, currency: 'usd', metadata: { sessionId: id, studentEmail: student.email } });
    expect(standIn.requests.at(-1)?.authorization).toBe('Bearer sk_test_stand_in');
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, intent.id));
    expect(row).toMatchObject({ provider: 'stripe', amountCents: 2450, status: 'requires_payment' });
  });

  it('books only once Stripe reports the payment as succeeded', async () => {
    const student = await createUser(ctx);
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 1000 });
    const { json } = await intentFor(student, id);
    const early = await order(student, id, json.paymentIntentId);
    expect(early.status).toBe(402);
    expect(early.json.error.message).toBe(MSG.bookings.notPaid);
    standIn.succeed(json.paymentIntentId);
    const res = await order(student, id, json.paymentIntentId);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ price: 10, transactionId: json.paymentIntentId });
    const [row] = await ctx.db.select().from(payments).where(eq(payments.id, json.paymentIntentId));
    expect(row?.status).toBe('succeeded');
  });

  it("refuses a made-up intent, another student's and one for another session", async () => {
    const student = await createUser(ctx);
    const other = await createUser(ctx);
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 1000 });
    const otherSession = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 1000 });
    const before = standIn.requests.length;
    expect((await order(student, id, 'pi_made_up')).json.error.message).toBe(MSG.bookings.noSuchPayment);
    expect(standIn.requests.length).toBe(before + 1);
    // Not an intent id: refused without asking Stripe, so nothing reaches another Stripe path.
    expect((await order(student, id, '../customers')).status).toBe(402);
    expect(standIn.requests.length).toBe(before + 1);

    const { json } = await intentFor(other, id);
    standIn.succeed(json.paymentIntentId);
    expect((await order(student, id, json.paymentIntentId)).json.error.message).toBe(MSG.bookings.otherStudent);
    expect((await order(other, otherSession, json.paymentIntentId)).json.error.message).toBe(MSG.bookings.otherSession);
    expect(await ordersOf(student)).toHaveLength(0);
    expect(await ordersOf(other)).toHaveLength(0);
  });

  it('answers 502 with a clear message when Stripe cannot be reached', async () => {
    const down = await setupApi(
      {},
      {
        payments: () => stripePayments({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x', api: { ...api, port: 9 } }),
      },
    );
    const tutor2 = await createUser(down, { role: 'Tutor' });
    const student = await createUser(down);
    const id = await insertSession(down, tutor2.email, { status: 'Accepted', priceCents: 1000 });
    const res = await student.call('POST', '/api/create-payment-intent', { body: { sessId: id } });
    expect(res.status).toBe(502);
    expect(res.json.error.message).toBe('The payment service is unavailable. Please try again.');
  });

  it('has no Test mode confirmation', async () => {
    const student = await createUser(ctx);
    expect(
      (
        await student.call('POST', '/api/payments/test/confirm', {
          body: { clientSecret: 'x', card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
        })
      ).status,
    ).toBe(404);
  });
});

describe('POST /api/payments/stripe/webhook', () => {
  it('books a paid session the browser never posted, once, and agrees with POST /orders', async () => {
    const student = await createUser(ctx);
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 1500 });
    const { json } = await intentFor(student, id);
    const event = succeededEvent(standIn.succeed(json.paymentIntentId));
    const first = await webhook(event);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ received: true });
    const [booked] = await ordersOf(student);
    expect(booked).toMatchObject({ sessionId: id, priceCents: 1500, transactionId: json.paymentIntentId });

    expect((await webhook(event)).json).toEqual({ received: true, duplicate: true });
    expect((await webhook(succeededEvent(event.data.object))).status).toBe(200);
    const late = await order(student, id, json.paymentIntentId);
    expect(late.status).toBe(200);
    expect(late.json._id).toBe(booked!.id);
    expect(await ordersOf(student)).toHaveLength(1);
    expect(await ctx.db.select().from(processedEvents).where(eq(processedEvents.id, event.id))).toHaveLength(1);
  });

  it('does nothing when the browser already booked it', async () => {
    const student = await createUser(ctx);
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 1500 });
    const { json } = await intentFor(student, id);
    const intent = standIn.succeed(json.paymentIntentId);
    expect((await order(student, id, intent.id)).status).toBe(201);
    expect((await webhook(succeededEvent(intent))).status).toBe(200);
    expect(await ordersOf(student)).toHaveLength(1);
  });

  it('refuses a bad or missing signature and books nothing', async () => {
    const student = await createUser(ctx);
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 1500 });
    const { json } = await intentFor(student, id);
    const event = succeededEvent(standIn.succeed(json.paymentIntentId));
    const forged = signer.webhooks.generateTestHeaderString({ payload: JSON.stringify(event), secret: 'whsec_not_ours' });
    const bad = await webhook(event, forged);
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toBe('The webhook signature is invalid.');
    const res = await call(ctx, 'POST', '/api/payments/stripe/webhook', { body: JSON.stringify(event) });
    expect(res.status).toBe(400);
    expect(await ordersOf(student)).toHaveLength(0);
  });

  it('ignores other events and a succeeded payment that is not ours to book', async () => {
    expect((await webhook({ id: 'evt_other', object: 'event', type: 'charge.dispute.created', data: { object: {} } })).status).toBe(200);
    expect(
      (await webhook({ id: 'evt_no_intent', object: 'event', type: 'charge.refunded', data: { object: { refunded: true, amount: 1, amount_refunded: 1 } } }))
        .status,
    ).toBe(200);
    const stranger = { id: 'pi_stranger', object: 'payment_intent', amount: 100, amount_received: 100, currency: 'usd', status: 'succeeded', metadata: {} };
    expect((await webhook(succeededEvent(stranger))).status).toBe(200);
  });
});

describe('refunds through Stripe (issue 15)', () => {
  async function stripeBooking(priceCents = 2200) {
    const student = await createUser(ctx);
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents });
    const { json } = await intentFor(student, id);
    standIn.succeed(json.paymentIntentId);
    const booked = await order(student, id, json.paymentIntentId);
    expect(booked.status).toBe(201);
    return { student, paymentId: json.paymentIntentId as string, orderId: booked.json._id as string };
  }
  const refundsOf = (paymentId: string) => standIn.refunds.filter((r) => r.payment_intent === paymentId);

  it('cancelling creates one Stripe refund in full, with an idempotency key', async () => {
    const { student, paymentId, orderId } = await stripeBooking(2200);
    const res = await student.call('POST', `/api/orders/${orderId}/cancel`);
    expect(res.json).toEqual({ orderId, status: 'refunded', refund: 'succeeded', amount: 22 });
    expect(refundsOf(paymentId)).toEqual([expect.objectContaining({ amount: 2200, status: 'succeeded' })]);
    const request = standIn.requests.filter((r) => r.path === '/v1/refunds').at(-1);
    expect(request?.idempotencyKey).toBe(`refund-${paymentId}`);
    const [row] = await ctx.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
    expect(row).toMatchObject({ status: 'succeeded', providerRefundId: refundsOf(paymentId)[0]!.id });
  });

  it('when Stripe fails, the refund stays pending and the retry refunds once', async () => {
    const { student, paymentId, orderId } = await stripeBooking(1700);
    standIn.failRefunds(3); // the SDK's first try and its two retries
    const first = await student.call('POST', `/api/orders/${orderId}/cancel`);
    expect(first.json).toMatchObject({ status: 'cancelled', refund: 'pending' });
    expect(refundsOf(paymentId)).toHaveLength(0);
    const retry = await student.call('POST', `/api/orders/${orderId}/cancel`);
    expect(retry.json).toMatchObject({ status: 'refunded', refund: 'succeeded' });
    // Asked again with the same key (a lost answer), Stripe answers the same refund.
    expect((await stripePaymentsForTest().refund(paymentId, 1700, `refund-${paymentId}`)).id).toBe(refundsOf(paymentId)[0]!.id);
    expect(refundsOf(paymentId)).toHaveLength(1);
  });

  it("handles charge.refunded once: it completes our pending refund, and a refund made in Stripe's dashboard cancels the booking", async () => {
    const pendingCase = await stripeBooking(1300);
    standIn.failRefunds(3);
    await pendingCase.student.call('POST', `/api/orders/${pendingCase.orderId}/cancel`);
    const charge = (paymentId: string, amount: number) => ({
      id: `ch_${crypto.randomUUID().slice(0, 8)}`,
      object: 'charge',
      amount,
      amount_refunded: amount,
      refunded: true,
      payment_intent: paymentId,
      refunds: { object: 'list', data: [{ id: 're_dashboard', object: 'refund' }] },
    });
    const event = {
      id: `evt_${crypto.randomUUID().replaceAll('-', '')}`,
      object: 'event',
      type: 'charge.refunded',
      data: { object: charge(pendingCase.paymentId, 1300) },
    };
    expect((await webhook(event)).status).toBe(200);
    const [ours] = await ctx.db.select().from(refunds).where(eq(refunds.paymentId, pendingCase.paymentId));
    expect(ours).toMatchObject({ status: 'succeeded', providerRefundId: 're_dashboard' });
    const [cancelled] = await ctx.db.select().from(orders).where(eq(orders.id, pendingCase.orderId));
    expect(cancelled!.status).toBe('refunded');
    expect((await webhook(event)).json).toEqual({ received: true, duplicate: true });

    const dashboard = await stripeBooking(900);
    const outside = { ...event, id: `evt_${crypto.randomUUID().replaceAll('-', '')}`, data: { object: charge(dashboard.paymentId, 900) } };
    expect((await webhook(outside)).status).toBe(200);
    const [row] = await ctx.db.select().from(orders).where(eq(orders.id, dashboard.orderId));
    expect(row).toMatchObject({ status: 'refunded', cancelledBy: 'admin' });
    expect(await ctx.db.select().from(processedEvents).where(eq(processedEvents.id, outside.id))).toHaveLength(1);
  });
});

describe('the webhook with the test provider', () => {
  it('does not exist', async () => {
    const testCtx = await setupApi();
    expect((await call(testCtx, 'POST', '/api/payments/stripe/webhook', { body: '{}', headers: { 'stripe-signature': 't=1,v1=x' } })).status).toBe(404);
  });
});
