/**
 * The one entry point for telling users something (issue 17): `notify(db, event)`. Call it with the
 * transaction that makes the change when there is one, so the notification exists exactly when the
 * change does. For each recipient it:
 * - writes the notification once (unique key user, event, subject, occurrence; a repeat is ignored),
 *   visible in the app only if their in-app switch is on;
 * - enqueues an e-mail job if their e-mail switch is on, and one push job per subscription if their
 *   push switch is on. Each channel is its own job, so one channel failing never holds up another.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, notificationSettings, pushSubscriptions } from '../../db/schema';
import type { Tx } from '../orders/seats.service';
import { enqueue } from './queue';
import { type EventData, type EventName, render } from './templates';

export interface NotifyEvent<E extends EventName = EventName> {
  event: E;
  /** User ids to tell. */
  to: string[];
  /** What it is about: a session id, or the user's own id. */
  subjectId: string;
  /** What makes this one distinct from another of the same event and subject ('24h', an order id…). */
  occurrence: string;
  data: EventData[E];
}

export interface ChannelSettings {
  inApp: boolean;
  email: boolean;
  push: boolean;
}

export const DEFAULT_SETTINGS: ChannelSettings = { inApp: true, email: true, push: true };

export async function settingsOf(db: Db | Tx, userIds: string[]): Promise<Map<string, ChannelSettings>> {
  const rows = userIds.length
    ? await db
        .select({ userId: notificationSettings.userId, inApp: notificationSettings.inApp, email: notificationSettings.email, push: notificationSettings.push })
        .from(notificationSettings)
        .where(inArray(notificationSettings.userId, userIds))
    : [];
  return new Map(userIds.map((id) => [id, rows.find((r) => r.userId === id) ?? DEFAULT_SETTINGS]));
}

/** Answers how many notifications were new (a repeat of the same key makes none). */
export async function notify<E extends EventName>(db: Db | Tx, input: NotifyEvent<E>, now = Date.now()): Promise<number> {
  const to = [...new Set(input.to)];
  if (!to.length) return 0;
  const { title, body, link } = render(input.event, input.data);
  const settings = await settingsOf(db, to);
  let created = 0;
  for (const userId of to) {
    const s = settings.get(userId)!;
    const [row] = await db
      .insert(notifications)
      .values({
        userId,
        event: input.event,
        subjectId: input.subjectId,
        occurrence: input.occurrence,
        title,
        body,
        link,
        inApp: s.inApp,
        createdAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: notifications.id });
    if (!row) continue;
    created += 1;
    const runAt = new Date(now);
    if (s.email) await enqueue(db, { kind: 'email', key: `email:${row.id}`, payload: { notificationId: row.id }, runAt });
    if (s.push) {
      const subs = await db
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId)));
      for (const sub of subs) {
        await enqueue(db, { kind: 'push', key: `push:${row.id}:${sub.id}`, payload: { notificationId: row.id, subscriptionId: sub.id }, runAt });
      }
    }
  }
  return created;
}
