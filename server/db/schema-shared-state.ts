/**
 * What every API process shares through the database rather than its own memory (issue 18): uploaded
 * images and the sign-in rate limit's counts (docs/decisions/010). Re-exported by schema.ts.
 */
import { customType, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both are Uint8Arrays. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});

/**
 * Uploaded images, named `<sha256>.<ext>` (server/storage/storage.ts), in the database so that every
 * API process serves every upload (docs/decisions/010). A row is never changed once written.
 */
export const images = pgTable('images', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window request counts per client and route, shared by every API process (middleware/rate-limit.ts). */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_hits_reset_at_idx').on(t.resetAt)],
);
