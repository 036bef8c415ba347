/**
 * Running totals behind the admin overview (issue 16, docs/decisions/012): kept by triggers in the
 * database (drizzle/0008_stats-rollups.sql), so every write path (the API, the demo seed, a cascade
 * from a deleted user or session) keeps them right in the same transaction. The overview then reads a
 * few thousand small rows instead of aggregating every order, user and review. Listed beside schema.ts in drizzle.config.ts: it reads schema.ts at load time, so schema.ts cannot re-export it.
 */
import { bigint, index, integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roleEnum, studySessions } from './schema';

/**
 * Orders made per quarter hour (UTC instants on :00, :15, :30, :45). Every zone's offset is a whole
 * number of quarter hours, so a viewer's local week is a whole number of these buckets.
 */
export const statsOrders = pgTable('stats_orders', {
  bucket: timestamp('bucket', { withTimezone: true }).primaryKey(),
  orders: integer('orders').notNull(),
  revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
});

/** Accounts made per quarter hour, by their role now (a promotion moves the account). */
export const statsUsers = pgTable(
  'stats_users',
  {
    bucket: timestamp('bucket', { withTimezone: true }).notNull(),
    role: roleEnum('role').notNull(),
    users: integer('users').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.role] })],
);

/** Live bookings, their revenue, and the reviews of each session. */
export const statsSessions = pgTable(
  'stats_sessions',
  {
    sessionId: uuid('session_id')
      .primaryKey()
      .references(() => studySessions.id, { onDelete: 'cascade' }),
    bookings: integer('bookings').notNull().default(0),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    reviews: integer('reviews').notNull().default(0),
  },
  (t) => [index('stats_sessions_bookings_idx').on(t.bookings)],
);
