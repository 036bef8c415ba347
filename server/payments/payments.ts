/**
 * One interface, two providers (docs/architecture.md#payments): `stripe` when STRIPE_SECRET_KEY is set, else the
 * offline `test` provider that accepts Stripe's test cards. Either way the server creates the intent
 * for the amount it computed, and only trusts a payment it has retrieved from the provider itself.
 */

export type PaymentProviderName = 'test' | 'stripe';

export interface NewIntent {
  amountCents: number;
  sessionId: string;
  studentId: string;
  studentEmail: string;
}

export interface CreatedIntent {
  id: string;
  clientSecret: string;
}

/** A payment as the provider reports it: the only source a booking trusts. */
export interface ProviderPayment {
  id: string;
  succeeded: boolean;
  amountCents: number;
  currency: string;
  /** From the intent's metadata, set by us when it was created. */
  sessionId: string | null;
  studentEmail: string | null;
}

export interface ProviderRefund {
  id: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** For Stripe Elements in the browser (stripe only). */
  readonly publishableKey?: string;
  createIntent(intent: NewIntent): Promise<CreatedIntent>;
  /** The payment with this id, or null when the provider does not know it. */
  retrieve(id: string): Promise<ProviderPayment | null>;
  /**
   * Refunds `amountCents` of a succeeded payment. The same idempotency key again answers the first
   * refund and never makes a second one; throws when the provider cannot refund now.
   */
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<ProviderRefund>;
}

export const CURRENCY = 'usd';
