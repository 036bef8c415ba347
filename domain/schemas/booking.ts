/**
 * Booking, payment and review bodies (docs/product.md#entities, #validation, #api). The review form and POST /reviews share the
 * rating rule; the server ignores the client's price and student fields (it uses its own) but checks
 * that a student e-mail, when sent, is the caller's.
 */
import * as v from 'valibot';
import { LIMITS, RATING } from '../constants';
import { MSG } from '../messages';
import { emailSchema, requiredText, safeText } from './common';

const sessionId = (field: string) => v.pipe(v.string(`${field} is required.`), v.trim(), v.toLowerCase(), v.uuid(`${field} must be a session id.`));

/** An id of the payment provider: Stripe's `pi_…` or the test provider's. */
export const transactionIdSchema = v.pipe(
  safeText('transactionId', 'transactionId must be a payment id.'),
  v.trim(),
  v.nonEmpty('transactionId must be a payment id.'),
  v.maxLength(255, 'transactionId must be a payment id.'),
);

const studentRef = v.object({ email: v.optional(emailSchema) });

export const paymentIntentBody = v.object({ sessId: sessionId('sessId') });

export const orderBody = v.object({
  sessionId: sessionId('sessionId'),
  transactionId: v.optional(v.nullable(transactionIdSchema)),
  student: v.optional(studentRef),
  /** Ignored: the price comes from the database. Accepted so the spec's body is not refused. */
  price: v.optional(v.unknown()),
});

/** An integer from 1 to 5, else 'Rating must be from 1-5' (docs/product.md#validation). */
export const ratingSchema = v.pipe(
  v.number(MSG.ratingRange),
  v.integer(MSG.ratingRange),
  v.minValue(RATING.min, MSG.ratingRange),
  v.maxValue(RATING.max, MSG.ratingRange),
);

export const reviewFormSchema = v.object({
  rating: ratingSchema,
  revDesc: requiredText('Review', LIMITS.review),
});

export const reviewBody = v.object({
  ...reviewFormSchema.entries,
  sessionId: sessionId('sessionId'),
  student: v.optional(studentRef),
});

/** The "Test mode" card form's body (POST /payments/test/confirm). */
export const testCardBody = v.object({
  clientSecret: v.pipe(safeText('clientSecret', 'clientSecret is required.'), v.maxLength(300, 'clientSecret is invalid.')),
  card: v.object({
    number: v.pipe(safeText('Your card number', 'Your card number is incomplete.'), v.maxLength(40, 'Your card number is invalid.')),
    expiry: v.pipe(
      safeText("Your card's expiration date", "Your card's expiration date is incomplete."),
      v.maxLength(10, "Your card's expiration date is invalid."),
    ),
    cvc: v.pipe(safeText("Your card's security code", "Your card's security code is incomplete."), v.maxLength(10, "Your card's security code is invalid.")),
  }),
  billing: v.optional(v.object({ name: v.optional(v.pipe(safeText('Name'), v.maxLength(LIMITS.name))), email: v.optional(emailSchema) })),
});

/** POST /create-payment-intent's answer: the spec's clientSecret, plus which card field to show. */
export interface PaymentIntentResponse {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  provider: 'test' | 'stripe';
  /** Stripe's publishable key, for Stripe Elements (stripe provider only). */
  publishableKey?: string;
}
