/** The caller's own notifications, settings and push subscriptions (issue 17). Every query is owner-scoped. */
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { can } from '../../../domain/capabilities';
import type { AppNotification, NotificationPage } from '../../../domain/schemas/notifications';
import type { LoginUser } from '../../context';
import type { Db } from '../../db/client';
import { notifications, notificationSettings, pushSubscriptions } from '../../db/schema';
import { notificationJoinUrl } from '../sessions/class-link.access';
import { type ChannelSettings, settingsOf } from './notify';

/** Who reads their notifications: their id, and their role for the class link's gate. */
type Reader = Pick<LoginUser, 'id' | 'role'>;

const mine = (userId: string) => and(eq(notifications.userId, userId), eq(notifications.inApp, true));

/** A row as the database gives it: the answer's fields, with its instants as dates. */
type ItemRow = Omit<AppNotification, 'createdAt' | 'read'> & { createdAt: Date; readAt: Date | null };

/** Field by field, so a column added to the select never reaches the answer unseen. */
const toItem = (r: ItemRow): AppNotification => ({
  id: r.id,
  event: r.event,
  title: r.title,
  body: r.body,
  link: r.link,
  joinUrl: r.joinUrl,
  createdAt: r.createdAt.toISOString(),
  read: r.readAt !== null,
});

/** A notification as its owner sees it: the join link is the session's current one, and only while they are in the class. */
const columnsFor = (reader: Reader) => ({
  id: notifications.id,
  event: notifications.event,
  title: notifications.title,
  body: notifications.body,
  link: notifications.link,
  joinUrl: notificationJoinUrl(sql.raw(can(reader.role, 'session:manage-any') ? 'true' : 'false')),
  createdAt: notifications.createdAt,
  readAt: notifications.readAt,
});

/** Newest first, keyset-paged: the cursor is the last item's time (ms) and id. */
export async function listNotifications(db: Db, reader: Reader, limit: number, cursor?: string): Promise<NotificationPage> {
  const userId = reader.id;
  let after;
  if (cursor) {
    const [ms, id] = cursor.split('_') as [string, string];
    const at = new Date(Number(ms));
    after = or(lt(notifications.createdAt, at), and(eq(notifications.createdAt, at), lt(notifications.id, id.toLowerCase())));
  }
  const rows = await db
    .select(columnsFor(reader))
    .from(notifications)
    .where(and(mine(userId), after))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(mine(userId), isNull(notifications.readAt)));
  return {
    items: page.map(toItem),
    nextCursor: rows.length > limit && last ? `${last.createdAt.getTime()}_${last.id}` : null,
    unread: Number(count?.n ?? 0),
  };
}

/** Marks one of the caller's notifications read; null when it is not theirs (or not there). */
export async function markRead(db: Db, reader: Reader, id: string): Promise<AppNotification | null> {
  const [marked] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), mine(reader.id)))
    .returning({ id: notifications.id });
  if (!marked) return null;
  const [row] = await db
    .select(columnsFor(reader))
    .from(notifications)
    .where(and(eq(notifications.id, marked.id), mine(reader.id)));
  return row ? toItem(row) : null;
}

export async function markAllRead(db: Db, userId: string): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(mine(userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}

export async function getSettings(db: Db, userId: string): Promise<ChannelSettings> {
  return (await settingsOf(db, [userId])).get(userId)!;
}

export async function putSettings(db: Db, userId: string, s: ChannelSettings): Promise<ChannelSettings> {
  await db
    .insert(notificationSettings)
    .values({ userId, ...s })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...s, updatedAt: sql`now()` } });
  return getSettings(db, userId);
}

export async function turnEmailOff(db: Db, userId: string): Promise<void> {
  const current = await getSettings(db, userId);
  await putSettings(db, userId, { ...current, email: false });
}

/** Saves a browser's subscription for this user; the same endpoint again moves it to this user. */
export async function savePushSubscription(db: Db, userId: string, sub: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const values = { userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth };
  await db.insert(pushSubscriptions).values(values).onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

export async function deletePushSubscription(db: Db, userId: string, endpoint: string): Promise<number> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return rows.length;
}
