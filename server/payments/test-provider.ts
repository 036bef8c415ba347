/**
 * The offline default provider. Intents live in the `payments` table; the browser's "Test mode" card
 * form confirms one through POST /payments/test/confirm, which applies Stripe's test-card rules. It
 * never touches the network, so local runs and tests need no Stripe account.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gte, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { payments, users } from '../db/schema';
import { CURRENCY, type CreatedIntent, type NewIntent, type PaymentProvider, type ProviderPayment } from './payments';
import { testCardOutcome, type CardOutcome } from './test-cards';

export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  /** Confirms the caller's own intent with a card; null when there is no such intent of theirs. */
  confirm(clientSecret: string, studentId: string, card: { number: string; expiry: string; cvc: string }): Promise<(CardOutcome & { id: string }) | null>;
}

const token = (bytes: number) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

/** `pi_test_…_secret_…` → `pi_test_…`, as Stripe's client secrets embed their intent's id. */
function intentIdOf(clientSecret: string): string | null {
  const match = /^(pi_test_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret);
  return match?.[1] ?? null;
}

export function testPayments(db: Db): TestPaymentProvider {
  return {
    name: 'test',

    async createIntent(intent: NewIntent): Promise<CreatedIntent> {
      const id = `pi_test_${token(18)}`;
      await db.insert(payments).values({
        id,
        provider: 'test',
        studentId: intent.studentId,
        sessionId: intent.sessionId,
        amountCents: intent.amountCents,
        status: 'requires_payment',
      });
      return { id, clientSecret: `${id}_secret_${token(18)}` };
    },

    async retrieve(id: string): Promise<ProviderPayment | null> {
      const [row] = await db
        .select({ id: payments.id, status: payments.status, amountCents: payments.amountCents, sessionId: payments.sessionId, email: users.email })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.studentId))
        .where(and(eq(payments.id, id), eq(payments.provider, 'test')));
      if (!row) return null;
      return {
        id: row.id,
        succeeded: row.status === 'succeeded',
        amountCents: row.amountCents,
        currency: CURRENCY,
        sessionId: row.sessionId,
        studentEmail: row.email,
      };
    },

    async refund(paymentId, amountCents, idempotencyKey) {
      const id = `re_test_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;
      // At most one refund per payment, recorded on its row: a repeat answers the refund already made.
      const [made] = await db
        .update(payments)
        .set({ testRefundId: id, testRefundedCents: amountCents, updatedAt: new Date() })
        .where(
          and(
            eq(payments.id, paymentId),
            eq(payments.provider, 'test'),
            eq(payments.status, 'succeeded'),
            isNull(payments.testRefundId),
            gte(payments.amountCents, amountCents),
          ),
        )
        .returning({ id: payments.testRefundId });
      if (made?.id) return { id: made.id };
      const [row] = await db.select({ refundId: payments.testRefundId }).from(payments).where(eq(payments.id, paymentId));
      if (row?.refundId) return { id: row.refundId };
      throw new Error(`test provider: payment ${paymentId} cannot be refunded`);
    },

    async confirm(clientSecret, studentId, card) {
      const id = intentIdOf(clientSecret);
      if (!id) return null;
      const [row] = await db
        .select({ status: payments.status })
        .from(payments)
        .where(and(eq(payments.id, id), eq(payments.provider, 'test'), eq(payments.studentId, studentId)));
      if (!row) return null;
      if (row.status === 'succeeded') return { ok: true, id };
      const outcome = testCardOutcome(card);
      // A declined card leaves the intent open for another card, as Stripe does.
      if (outcome.ok) await db.update(payments).set({ status: 'succeeded', updatedAt: new Date() }).where(eq(payments.id, id));
      return { ...outcome, id };
    },
  };
}
