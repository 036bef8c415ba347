/**
 * Stripe's charge.refunded event (issue 15). A refund we asked for is recorded as done (it may arrive
 * before our own call returned, or instead of it after a time-out). A full refund made outside the app
 * (Stripe's dashboard) cancels the booking it paid for: a refunded booking no longer holds a seat.
 */
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Db } from '../../db/client';
import { orders, refunds } from '../../db/schema';
import { markRefunded } from '../orders/refunds.service';
import { refundOfCharge } from '../../payments/stripe-provider';
import { publicSessionsChanged } from '../sessions/public-sessions-cache';

export async function chargeRefunded(db: Db, charge: Stripe.Charge): Promise<void> {
  const refund = refundOfCharge(charge);
  if (!refund?.fully) return;
  const [ours] = await db.select({ id: refunds.providerRefundId }).from(refunds).where(eq(refunds.paymentId, refund.paymentId));
  if (ours) {
    await markRefunded(db, refund.paymentId, ours.id ?? refund.refundId);
    return;
  }
  const changed = await db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ status: 'refunded', cancelledAt: new Date(), cancelledBy: 'admin' })
      .where(and(eq(orders.transactionId, refund.paymentId), eq(orders.status, 'booked')))
      .returning({ id: orders.id, priceCents: orders.priceCents });
    for (const row of rows) {
      await tx
        .insert(refunds)
        .values({ paymentId: refund.paymentId, orderId: row.id, amountCents: row.priceCents, status: 'succeeded', providerRefundId: refund.refundId })
        .onConflictDoNothing();
    }
    return rows.length;
  });
  if (changed) {
    console.warn(`[payments] ${refund.paymentId}: refunded outside the app; its booking is cancelled`);
    await publicSessionsChanged(db);
  }
}
