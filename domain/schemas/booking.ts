/**
 * Booking, payment and review bodies (docs/product.md#entities, #validation, #api). The review form and POST /reviews share the
 * rating rule; the server ignores the client's price and student fields (it uses its own) but checks
 * that a student e-mail, when sent, is the caller's.
 */
import * as v from 'valibot';
import { LIMITS, RATING } from '../constants';
import { MSG } from '../messages';
import { emailSchema, requiredText, safeText } from './common';

const sessionId = (field: string) => v.pipe(v.string(MSG.validation.required(field)), v.trim(), v.toLowerCase(), v.uuid(MSG.validation.sessionId(field)));

/** An id of the payment provider: Stripe's `pi_…` or the test provider's. */
export const transactionIdSchema = v.pipe(
  safeText('transactionId', MSG.validation.paymentId('transactionId')),
  v.trim(),
  v.nonEmpty(MSG.validation.paymentId('transactionId')),
  v.maxLength(255, MSG.validation.paymentId('transactionId')),
);

const studentRef = v.object({ email: v.optional(emailSchema) });

export const paymentIntentBody = v.object({ sessId: sessionId('sessId') });

export const orderBody = v.object({
  sessionId: sessionId('sessionId'),
  transactionId: v.optional(v.nullable(transactionIdSchema)),
  student: v.optional(studentRef),
  /** Ignored: the price comes from the database. Accepted so the original API's body is not refused. */
  price: v.optional(v.unknown()),
});

/** An integer from 1 to 5, else 'Rating must be from 1-5' (docs/product.md#validation). */
export const ratingSchema = v.pipe(
  v.number(MSG.reviews.ratingRange),
  v.integer(MSG.reviews.ratingRange),
  v.minValue(RATING.min, MSG.reviews.ratingRange),
  v.maxValue(RATING.max, MSG.reviews.ratingRange),
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

const card = (label: string, max: number) => v.pipe(safeText(label, MSG.validation.incomplete(label)), v.maxLength(max, MSG.validation.invalid(label)));

/** The "Test mode" card form's body (POST /payments/test/confirm). */
export const testCardBody = v.object({
  clientSecret: v.pipe(safeText('clientSecret', MSG.validation.required('clientSecret')), v.maxLength(300, MSG.validation.invalid('clientSecret'))),
  card: v.object({
    number: card('Your card number', 40),
    expiry: card("Your card's expiration date", 10),
    cvc: card("Your card's security code", 10),
  }),
  billing: v.optional(v.object({ name: v.optional(v.pipe(safeText('Name'), v.maxLength(LIMITS.name))), email: v.optional(emailSchema) })),
});

/** POST /create-payment-intent's answer: the original API's clientSecret (docs/product.md#api), plus which card field to show. */
export interface PaymentIntentResponse {
  clientSecret: string;
  paymentIntentId: string;
  amount: number;
  provider: 'test' | 'stripe';
  /** Stripe's publishable key, for Stripe Elements (stripe provider only). */
  publishableKey?: string;
}
