/**
 * The whole data model (docs/product.md#entities). Money is integer cents. Timestamps are timestamptz. Every foreign
 * key states what happens on delete; see docs/decisions/002-deleting-a-session.md for orders.
 */
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgEnum, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const roleEnum = pgEnum('role', ['Student', 'Tutor', 'Admin']);
export const userStatusEnum = pgEnum('user_status', ['Requested', 'Verified']);
export const sessionStatusEnum = pgEnum('session_status', ['Pending', 'Accepted', 'Rejected']);
export const paymentStatusEnum = pgEnum('payment_status', ['requires_payment', 'succeeded', 'failed']);
/** A booking's life (issue 15): booked, then cancelled; a paid one becomes refunded once the provider has refunded it. */
export const orderStatusEnum = pgEnum('order_status', ['booked', 'cancelled', 'refunded']);
/** Who cancelled: the student, an admin for them, or the organiser by deleting the session. */
export const cancelledByEnum = pgEnum('cancelled_by', ['student', 'admin', 'organiser']);
export const refundStatusEnum = pgEnum('refund_status', ['pending', 'succeeded']);

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    image: text('image').notNull().default(''),
    role: roleEnum('role').notNull().default('Student'),
    status: userStatusEnum('status'),
    firebaseUid: text('firebase_uid'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_role_idx').on(t.role),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** Server-side half of the login cookie: logout deletes the row, so the cookie dies with it. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    /** Slides: each request pushes it to the idle timeout from now (SESSION_IDLE_DAYS). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The Firebase account that signed in; the server re-checks it (disabled, deleted, revoked). */
    firebaseUid: text('firebase_uid'),
    /** When that account signed in (the ID token's auth_time): revoking its tokens after it ends the session. */
    authTime: timestamp('auth_time', { withTimezone: true }),
    /** When that account was last found in good standing. */
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const studySessions = pgTable(
  'study_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    cover: text('cover').notNull(),
    description: text('description').notNull(),
    registrationStart: timestamp('registration_start', { withTimezone: true }).notNull(),
    registrationEnd: timestamp('registration_end', { withTimezone: true }).notNull(),
    classStart: timestamp('class_start', { withTimezone: true }).notNull(),
    classEnd: timestamp('class_end', { withTimezone: true }).notNull(),
    priceCents: integer('price_cents').notNull().default(0),
    status: sessionStatusEnum('status').notNull().default('Pending'),
    /** The tutor's IANA zone, whose wall clock the times were set in. Null on rows from before it: the server's zone. */
    timeZone: text('time_zone'),
    /** How many students may book it; null is unlimited (issue 15). */
    seats: integer('seats'),
    /**
     * Where the class happens (issue 22): an https link, null when the tutor has added none. Private to
     * the class: only its tutor, admins and students with a live booking may read it (class-link.access.ts).
     */
    meetingUrl: text('meeting_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('study_sessions_status_idx').on(t.status, t.createdAt),
    index('study_sessions_tutor_idx').on(t.tutorId),
    check('study_sessions_price_check', sql`${t.priceCents} >= 0`),
    check('study_sessions_seats_check', sql`${t.seats} is null or ${t.seats} between 1 and 1000`),
  ],
);

export const materials = pgTable(
  'materials',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studySessions.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    image: text('image').notNull(),
    link: text('link').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('materials_session_idx').on(t.sessionId), index('materials_tutor_idx').on(t.tutorId)],
);

/** A verified card payment. The id is the provider's (a Stripe PaymentIntent id or a test one). */
export const payments = pgTable(
  'payments',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => studySessions.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    status: paymentStatusEnum('status').notNull().default('requires_payment'),
    /**
     * Until when this intent holds a seat of a session with a limit (issue 15): set when the intent is
     * made, cleared when the student books.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    /** The test provider's own record of a refund it made (the Stripe provider's live at Stripe). */
    testRefundId: text('test_refund_id'),
    testRefundedCents: integer('test_refunded_cents'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('payments_student_idx').on(t.studentId), index('payments_session_hold_idx').on(t.sessionId, t.heldUntil)],
);

/**
 * A booking. Orders outlive a deleted session (session_id becomes null, the title stays) because a
 * paid order is a financial record.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => studySessions.id, { onDelete: 'set null' }),
    sessionTitle: text('session_title').notNull(),
    priceCents: integer('price_cents').notNull(),
    transactionId: text('transaction_id').references(() => payments.id),
    status: orderStatusEnum('status').notNull().default('booked'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: cancelledByEnum('cancelled_by'),
    createdAt: createdAt(),
  },
  (t) => [
    // One live booking per student and session; a cancelled one stays as history beside a new one.
    uniqueIndex('orders_student_session_key')
      .on(t.studentId, t.sessionId)
      .where(sql`${t.status} = 'booked'`),
    uniqueIndex('orders_transaction_key').on(t.transactionId),
    index('orders_session_idx').on(t.sessionId),
    check('orders_price_check', sql`${t.priceCents} >= 0`),
  ],
);

/**
 * Our record of a refund, written before the provider is asked (issue 15): a failure half-way leaves a
 * pending row that a retry completes, with the same idempotency key, so a payment is refunded once.
 * One per payment: refunds are always in full.
 */
export const refunds = pgTable('refunds', {
  paymentId: text('payment_id')
    .primaryKey()
    .references(() => payments.id, { onDelete: 'cascade' }),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  status: refundStatusEnum('status').notNull().default('pending'),
  providerRefundId: text('provider_refund_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => studySessions.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    revDesc: text('rev_desc').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_student_session_key').on(t.studentId, t.sessionId),
    index('reviews_session_idx').on(t.sessionId),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);

/**
 * Personal notes. The id is made by the device (offline-first); updated_at is the device's clock in
 * ms and decides which edit wins. A delete leaves a tombstone so a late edit cannot resurrect it.
 */
export const notes = pgTable(
  'notes',
  {
    id: uuid('id').primaryKey(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('notes_student_idx').on(t.studentId, t.updatedAt)],
);

/**
 * A user's private calendar feed (/api/calendar/{token}.ics). Only the SHA-256 of the token is kept,
 * so the table does not hand out working feed URLs; rotating replaces the row.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

/** Stripe webhook events already handled, so a duplicate delivery fulfils once. */
export const processedEvents = pgTable('processed_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Small key/value facts about this database, such as when the demo data was seeded. */
export const meta = pgTable('meta', { key: text('key').notNull(), value: text('value').notNull() }, (t) => [primaryKey({ columns: [t.key] })]);

export * from './schema-shared-state';
export * from './schema-notifications';
