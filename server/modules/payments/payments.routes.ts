/**
 * Payments (docs/product.md#api, issue 4):
 * - POST /create-payment-intent { sessId }: a student, for a session they may book now that has a
 *   price. The amount comes from the database.
 * - POST /payments/test/confirm: the "Test mode" card form (test provider only).
 * - POST /payments/stripe/webhook: Stripe's signed events (stripe provider only). On
 *   payment_intent.succeeded it books what the browser never posted (the tab closed after paying),
 *   under the same rules as POST /orders; on charge.refunded it records the refund (./charge-refunded.ts).
 *   Each event id is handled once.
 */
import { Hono } from 'hono';
import type Stripe from 'stripe';
import { paymentIntentBody, testCardBody, type PaymentIntentResponse } from '../../../domain/schemas/booking';
import type { TestPaymentConfirmation } from '../../../domain/types';
import type { AppEnv, BookingDeps } from '../../context';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { requireCapability, requireUser } from '../../middleware/auth';
import type { PaymentProvider } from '../../payments/payments';
import type { StripePaymentProvider } from '../../payments/stripe-provider';
import type { TestPaymentProvider } from '../../payments/test-provider';
import { valid } from '../../validate';
import { findSession } from '../sessions/sessions.queries';
import { book, bookableSession } from '../orders/booking.service';
import { findOrder } from '../orders/orders.queries';
import { recordIntentWithHold } from '../orders/seats.service';
import { findUserByEmail } from '../users/users.queries';
import { chargeRefunded } from './charge-refunded';
import { isEventProcessed, markEventProcessed } from './payments.queries';
import { MSG } from '../../../domain/messages';

const WEBHOOK_MAX_BYTES = 512 * 1024;

const isTest = (p: PaymentProvider): p is TestPaymentProvider => p.name === 'test';
const isStripe = (p: PaymentProvider): p is StripePaymentProvider => p.name === 'stripe';

const providerDown = (error: unknown) => {
  console.error('[payments] provider error:', error);
  return new AppError(502, 'payment_provider', MSG.payments.providerDown);
};

/** Books the payment of a payment_intent.succeeded event; a refusal is logged, not retried. */
async function fulfil(deps: BookingDeps, provider: StripePaymentProvider, event: { data: { object: unknown } }) {
  const payment = provider.fromIntent(event.data.object as Parameters<StripePaymentProvider['fromIntent']>[0]);
  const student = payment.studentEmail ? await findUserByEmail(deps.db, payment.studentEmail) : null;
  const session = payment.sessionId ? await findSession(deps.db, payment.sessionId) : null;
  if (!student || !session) {
    console.warn(`[payments] ${payment.id}: no student or session to book (manual refund needed)`);
    return;
  }
  try {
    await book(deps.db, provider, student, session, payment.id);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    console.warn(`[payments] ${payment.id}: not booked: ${error.message}`);
  }
}

export function paymentsRoutes(deps: BookingDeps) {
  const provider = deps.payments;
  return new Hono<AppEnv>()
    .post('/create-payment-intent', requireUser(deps), requireCapability('session:book'), valid('json', paymentIntentBody), async (c) => {
      const { user } = c.var;
      const session = await bookableSession(deps.db, user, c.req.valid('json').sessId);
      if (session.priceCents === 0) throw conflict(MSG.bookings.freeNoPayment);
      if (await findOrder(deps.db, user.id, session.id)) throw conflict(MSG.bookings.alreadyBooked);
      const input = { amountCents: session.priceCents, sessionId: session.id, studentId: user.id, studentEmail: user.email };
      const intent = await provider.createIntent(input).catch((e: unknown) => {
        throw providerDown(e);
      });
      // Records Stripe's intent (the test provider has) and holds a seat with it (issue 15).
      const hold = await recordIntentWithHold(deps.db, { id: intent.id, provider: provider.name, ...input });
      if (hold === 'booked') throw conflict(MSG.bookings.alreadyBooked);
      if (hold === 'full') throw conflict(MSG.bookings.full);
      const body: PaymentIntentResponse = {
        clientSecret: intent.clientSecret,
        paymentIntentId: intent.id,
        amount: session.priceCents / 100,
        provider: provider.name,
        ...(provider.publishableKey ? { publishableKey: provider.publishableKey } : {}),
      };
      return c.json(body, 200);
    })
    .post('/payments/test/confirm', requireUser(deps), requireCapability('session:book'), valid('json', testCardBody), async (c) => {
      if (!isTest(provider)) throw notFound();
      const { clientSecret, card } = c.req.valid('json');
      const result = await provider.confirm(clientSecret, c.var.user.id, card);
      if (!result) throw notFound(MSG.bookings.noSuchPayment);
      if (!result.ok) throw new AppError(402, result.code, result.message);
      return c.json({ paymentIntent: { id: result.id, status: 'succeeded' } } satisfies TestPaymentConfirmation, 200);
    })
    .post('/payments/stripe/webhook', async (c) => {
      if (!isStripe(provider) || !provider.webhookConfigured) throw notFound();
      if (Number(c.req.header('content-length') ?? 0) > WEBHOOK_MAX_BYTES) throw new AppError(413, 'too_large', MSG.common.bodyTooLarge);
      const signature = c.req.header('stripe-signature');
      if (!signature) throw badRequest(MSG.payments.signatureMissing);
      const raw = await c.req.text();
      if (raw.length > WEBHOOK_MAX_BYTES) throw new AppError(413, 'too_large', MSG.common.bodyTooLarge);
      const event = await provider.parseWebhook(raw, signature).catch(() => {
        throw badRequest(MSG.payments.signatureInvalid);
      });
      if (await isEventProcessed(deps.db, event.id)) return c.json({ received: true, duplicate: true }, 200);
      if (event.type === 'payment_intent.succeeded') await fulfil(deps, provider, event);
      if (event.type === 'charge.refunded') await chargeRefunded(deps.db, event.data.object as Stripe.Charge);
      // Marked only once handled, so a failure above makes Stripe deliver it again.
      await markEventProcessed(deps.db, event.id, event.type);
      return c.json({ received: true }, 200);
    });
}
