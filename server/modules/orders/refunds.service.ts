/**
 * Refunds (issue 15), always in full, at most once per payment. The intent to refund is written to
 * `refunds` (inside the caller's transaction, with the cancellation) before the provider is asked;
 * the provider is then asked with an idempotency key derived from the payment, so:
 * - a failure before the provider answers leaves a pending row that a retry completes;
 * - a retry after the provider refunded but before we recorded it gets the same refund back, never
 *   a second one.
 * Pending rows are retried by the next cancel of the same order, by deleting the session again, and
 * at start-up and every few minutes (startRefundRetries).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, refunds } from '../../db/schema';
import type { PaymentProvider } from '../../payments/payments';
import { bookingRefunded } from '../notifications/events';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type RefundState = 'none' | 'pending' | 'succeeded';

export const refundKey = (paymentId: string) => `refund-${paymentId}`;

/** Records that this payment is to be refunded in full; a second call changes nothing. */
export async function recordRefundIntent(tx: Db | Tx, refund: { paymentId: string; orderId: string | null; amountCents: number }) {
  await tx
    .insert(refunds)
    .values({ ...refund, status: 'pending' })
    .onConflictDoNothing();
}

/**
 * Asks the provider for the recorded refund of this payment, unless it is done. Answers the state
 * afterwards: 'pending' when the provider failed (logged; a retry completes it).
 */
export async function completeRefund(db: Db, provider: PaymentProvider, paymentId: string): Promise<RefundState> {
  const [row] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
  if (!row) return 'none';
  if (row.status === 'succeeded') return 'succeeded';
  let providerRefundId: string;
  try {
    ({ id: providerRefundId } = await provider.refund(paymentId, row.amountCents, refundKey(paymentId)));
  } catch (error) {
    console.error(`[refunds] ${paymentId}: the provider did not refund now; it will be retried:`, error);
    return 'pending';
  }
  await markRefunded(db, paymentId, providerRefundId);
  return 'succeeded';
}

/** The provider has refunded this payment (its answer, or Stripe's charge.refunded event). */
export async function markRefunded(db: Db, paymentId: string, providerRefundId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({ status: 'succeeded', providerRefundId, updatedAt: new Date() })
      .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'pending')))
      .returning({ orderId: refunds.orderId });
    if (row?.orderId) {
      const changed = await tx
        .update(orders)
        .set({ status: 'refunded' })
        .where(and(eq(orders.id, row.orderId), eq(orders.status, 'cancelled')))
        .returning({ id: orders.id });
      if (changed.length) await bookingRefunded(tx, row.orderId);
    }
  });
}

/** Completes every pending refund; answers how many are still pending. */
export async function retryPendingRefunds(db: Db, provider: PaymentProvider): Promise<number> {
  const pending = await db.select({ paymentId: refunds.paymentId }).from(refunds).where(eq(refunds.status, 'pending'));
  let left = 0;
  for (const { paymentId } of pending) {
    if ((await completeRefund(db, provider, paymentId)) === 'pending') left += 1;
  }
  return left;
}

const RETRY_EVERY_MS = 5 * 60_000;

/** Retries pending refunds now and every five minutes; answers a stop function. */
export function startRefundRetries(db: Db, provider: PaymentProvider): () => void {
  const run = () => retryPendingRefunds(db, provider).catch((error: unknown) => console.error('[refunds] retry failed:', error));
  void run();
  const timer = setInterval(run, RETRY_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
