/**
 * Notifications (issue 17): the job queue, the notifications themselves, each user's channel
 * switches and their Web Push subscriptions. Re-exported by schema.ts. Why the queue is a table of
 * our own rather than a library: docs/decisions/009-job-queue.md.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

const tz = { withTimezone: true } as const;

/**
 * One row a job. `key` makes enqueueing idempotent (a second enqueue of the same key changes nothing,
 * or only moves a pending job's time). A worker claims a due job by setting `locked_until` under
 * `FOR UPDATE SKIP LOCKED`, so one process runs it; a worker that dies leaves the lease to expire.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    runAt: timestamp('run_at', tz).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', tz),
    doneAt: timestamp('done_at', tz),
    /** sent, dropped, skipped, failed (gave up), gone (push subscription expired), none (nobody to tell). */
    outcome: text('outcome'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * What a user was told. The unique key (user, event, subject, occurrence) is the idempotency key of
 * the issue: a reminder is (user, 'class-reminder', session, '24h'), so it exists once whatever
 * retries or processes do. `in_app` false keeps the row (the e-mail and push read it) out of the list.
 * No class link is stored here: a reminder's "Join class" is read from the session when it is listed
 * or sent, for people still in the class only (sessions/class-link.access.ts, `notificationJoinUrl`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    subjectId: text('subject_id').notNull(),
    occurrence: text('occurrence').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The app path it links to. */
    link: text('link').notNull(),
    inApp: boolean('in_app').notNull(),
    readAt: timestamp('read_at', tz),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notifications_once_key').on(t.userId, t.event, t.subjectId, t.occurrence), index('notifications_user_idx').on(t.userId, t.createdAt)],
);

/** A user's channel switches; no row means every channel is on. */
export const notificationSettings = pgTable('notification_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  inApp: boolean('in_app').notNull().default(true),
  email: boolean('email').notNull().default(true),
  push: boolean('push').notNull().default(true),
  updatedAt: timestamp('updated_at', tz).notNull().defaultNow(),
});

/** A browser's Web Push subscription. One endpoint belongs to one user (the last to subscribe it). */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', tz).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);
