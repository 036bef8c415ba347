/** Calendar feeds: the one row per user that versions their feed token, and the sessions a feed lists. */
import { and, asc, eq, exists, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, orders, studySessions, users } from '../../db/schema';
import type { CalendarSession } from './calendar-ics';

export interface FeedRow {
  userId: string;
  tokenHash: string;
  createdAt: Date;
}

const feedColumns = { userId: calendarFeeds.userId, tokenHash: calendarFeeds.tokenHash, createdAt: calendarFeeds.createdAt };

export async function findFeedOfUser(db: Db, userId: string): Promise<FeedRow | null> {
  const [row] = await db.select(feedColumns).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

export async function findFeedByHash(db: Db, tokenHash: string): Promise<FeedRow | null> {
  const [row] = await db.select(feedColumns).from(calendarFeeds).where(eq(calendarFeeds.tokenHash, tokenHash));
  return row ?? null;
}

/** Creates the user's row unless one exists (two first visits at once keep the first). */
export async function insertFeed(db: Db, row: FeedRow): Promise<void> {
  await db.insert(calendarFeeds).values(row).onConflictDoNothing({ target: calendarFeeds.userId });
}

/** Sets the row's version and hash, creating the row if needed. */
export async function saveFeed(db: Db, row: FeedRow): Promise<void> {
  await db
    .insert(calendarFeeds)
    .values(row)
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: row.tokenHash, createdAt: row.createdAt } });
}

/**
 * What a user's feed lists, soonest class first: the Accepted sessions they booked and the Accepted
 * sessions they teach, each with its class link (issue 22). Deleted sessions are gone from both (their orders keep no session), and a
 * session that is no longer Accepted leaves, as it would vanish from the detail page.
 */
export async function listFeedSessions(db: Db, userId: string): Promise<CalendarSession[]> {
  const booked = db
    .select({ one: orders.id })
    .from(orders)
    .where(and(eq(orders.sessionId, studySessions.id), eq(orders.studentId, userId), eq(orders.status, 'booked')));
  return db
    .select({
      id: studySessions.id,
      title: studySessions.title,
      description: studySessions.description,
      classStart: studySessions.classStart,
      classEnd: studySessions.classEnd,
      tutorName: users.name,
      updatedAt: studySessions.updatedAt,
      // Everyone in a feed is in its classes (they teach it or booked it), so each event has its link.
      meetingUrl: studySessions.meetingUrl,
    })
    .from(studySessions)
    .innerJoin(users, eq(users.id, studySessions.tutorId))
    .where(and(eq(studySessions.status, 'Accepted'), or(eq(studySessions.tutorId, userId), exists(booked))))
    .orderBy(asc(studySessions.classStart), asc(studySessions.id));
}
