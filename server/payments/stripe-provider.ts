/**
 * The Stripe provider: PaymentIntents in USD cents, with the session id and the student's e-mail as
 * metadata, so a payment can be matched to its booking by the server alone. `api` points the SDK at
 * another host (the tests' local stand-in for Stripe's HTTP API).
 */
import Stripe from 'stripe';
import { CURRENCY, type PaymentProvider, type ProviderPayment } from './payments';

export interface StripeOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret?: string;
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

export interface StripePaymentProvider extends PaymentProvider {
  readonly name: 'stripe';
  /** Verifies the signature against the raw body; throws when it does not match. */
  parseWebhook(rawBody: string, signature: string): Promise<Stripe.Event>;
  readonly webhookConfigured: boolean;
  /** The metadata-mapped payment of an intent object (from a webhook event). */
  fromIntent(intent: Stripe.PaymentIntent): ProviderPayment;
}

/** What a charge.refunded event says: which intent, and whether it is now refunded in full. */
export function refundOfCharge(charge: Stripe.Charge): { paymentId: string; fully: boolean; refundId: string | null } | null {
  const paymentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  if (!paymentId) return null;
  const refundId = charge.refunds?.data?.[0]?.id ?? null;
  return { paymentId, fully: charge.refunded === true || charge.amount_refunded >= charge.amount, refundId };
}

function fromIntent(pi: Stripe.PaymentIntent): ProviderPayment {
  return {
    id: pi.id,
    succeeded: pi.status === 'succeeded',
    amountCents: pi.amount_received || pi.amount,
    currency: pi.currency,
    sessionId: pi.metadata?.sessionId ?? null,
    studentEmail: pi.metadata?.studentEmail ?? null,
  };
}

export function stripePayments(options: StripeOptions): StripePaymentProvider {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    ...(options.api ?? {}),
  });
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,
    webhookConfigured: !!options.webhookSecret,

    async createIntent(intent) {
      const pi = await stripe.paymentIntents.create(
        {
          amount: intent.amountCents,
          currency: CURRENCY,
          allowed_payment_method_types: ['card'],
          metadata: { sessionId: intent.sessionId, studentEmail: intent.studentEmail },
        },
        // One intent per student, session and amount at a time: a double click does not make two.
        { idempotencyKey: `intent-${intent.studentId}-${intent.sessionId}-${intent.amountCents}-${Math.floor(Date.now() / 60_000)}` },
      );
      if (!pi.client_secret) throw new Error('Stripe answered a PaymentIntent without a client secret.');
      return { id: pi.id, clientSecret: pi.client_secret };
    },

    async retrieve(id) {
      // Only an intent id goes into Stripe's URL path.
      if (!/^pi_[A-Za-z0-9_]{1,200}$/.test(id)) return null;
      try {
        return fromIntent(await stripe.paymentIntents.retrieve(id));
      } catch (error) {
        if (error instanceof Stripe.errors.StripeInvalidRequestError && (error.statusCode === 404 || error.code === 'resource_missing')) return null;
        throw error;
      }
    },

    async refund(paymentId, amountCents, idempotencyKey) {
      const refund = await stripe.refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey });
      return { id: refund.id };
    },

    async parseWebhook(rawBody, signature) {
      if (!options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not set.');
      return stripe.webhooks.constructEventAsync(rawBody, signature, options.webhookSecret);
    },

    fromIntent,
  };
}
