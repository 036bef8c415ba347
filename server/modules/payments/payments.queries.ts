/**
 * The payments module's database access: the record of Stripe events already handled, so each
 * event id is acted on once (docs/product.md#api).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { processedEvents } from '../../db/schema';

export async function isEventProcessed(db: Db, id: string): Promise<boolean> {
  const [seen] = await db.select({ id: processedEvents.id }).from(processedEvents).where(eq(processedEvents.id, id));
  return Boolean(seen);
}

/** Called only once the event is handled, so a failure before it makes Stripe deliver it again. */
export async function markEventProcessed(db: Db, id: string, type: string): Promise<void> {
  await db.insert(processedEvents).values({ id, type }).onConflictDoNothing();
}
