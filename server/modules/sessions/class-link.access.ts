/**
 * The class link (issue 22) is private to the class. Every answer that carries `meetingUrl` asks
 * this module first; the shared session select (sessions.queries.ts) never reads the column, so the
 * public list, the tutors list and anyone else's detail cannot carry it by accident.
 *
 * Who may read it: the session's tutor, admins, and students whose order for it is 'booked' (a
 * cancelled or refunded order loses it on the next request). Who gets it in their calendar: the
 * people in the class only, i.e. the tutor and the booked students (calendar.routes.ts).
 */
import { notify } from '../notifications/notify';
import { JOIN_LINK_EVENTS } from '../notifications/templates';
import { and, eq, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { can } from '../../../domain/capabilities';
import { ROLES } from '../../../domain/constants';
import type { LoginUser } from '../../context';
import type { Db } from '../../db/client';
import { notifications, orders, studySessions, users } from '../../db/schema';

export type ClassRole = 'tutor' | 'student' | 'admin';

/** This user's place in the class and its link, or null when the link is not theirs to see. */
export async function classLinkFor(
  db: Db,
  user: LoginUser,
  session: { id: string; tutorId: string },
): Promise<{ role: ClassRole; meetingUrl: string | null } | null> {
  const booked = db
    .select({ one: sql`1` })
    .from(orders)
    .where(and(eq(orders.sessionId, studySessions.id), eq(orders.studentId, user.id), eq(orders.status, 'booked')));
  const [row] = await db
    .select({ meetingUrl: studySessions.meetingUrl, booked: sql<boolean>`exists(${booked})` })
    .from(studySessions)
    .where(eq(studySessions.id, session.id));
  if (!row) return null;
  const role: ClassRole | null = session.tutorId === user.id ? 'tutor' : row.booked ? 'student' : can(user.role, 'session:manage-any') ? 'admin' : null;
  return role ? { role, meetingUrl: row.meetingUrl } : null;
}

/** The roles that may read any session's link (admins). */
export const ROLES_READING_ANY_LINK = ROLES.filter((r) => can(r, 'session:manage-any'));

/**
 * A notification's "Join class" link, as an expression over a query of `notifications`: the
 * session's link as it is NOW (a changed link shows the new one, a removed one none), and only while
 * the notification's owner may read it (the session's tutor, an admin, a student whose order is
 * `booked`). Notifications store no copy of the link, so a cancelled or refunded student's reminder,
 * its e-mail and its push lose it at once. `ownerIsAdmin` says whether the owner has an admin role
 * (a constant for the caller of GET /notifications, `users.role` where users is joined).
 * One correlated subquery per row on primary keys and the orders index: no extra round trip.
 */
export function notificationJoinUrl(ownerIsAdmin: SQL): SQL<string | null> {
  // Written with explicit qualifiers: drizzle leaves columns unqualified in a select from one table,
  // where "id" or "status" inside the subquery would then name the wrong table's column.
  const n = (c: AnyPgColumn) => qualified(getTableName(notifications), c);
  const s = (c: AnyPgColumn) => qualified('class_session', c);
  const o = (c: AnyPgColumn) => qualified('class_order', c);
  const events = sql.join(
    JOIN_LINK_EVENTS.map((e) => sql`${e}`),
    sql`, `,
  );
  return sql<string | null>`case when ${n(notifications.event)} in (${events}) then (
    select ${s(studySessions.meetingUrl)} from ${studySessions} as "class_session"
    where ${s(studySessions.id)} = ${n(notifications.subjectId)}::uuid
      and (${s(studySessions.tutorId)} = ${n(notifications.userId)} or ${ownerIsAdmin} or exists (
        select 1 from ${orders} as "class_order"
        where ${o(orders.sessionId)} = ${s(studySessions.id)} and ${o(orders.studentId)} = ${n(notifications.userId)} and ${o(orders.status)} = 'booked'))
  ) end`;
}

const qualified = (table: string, column: AnyPgColumn) => sql`${sql.identifier(table)}.${sql.identifier(column.name)}`;

/** The links of these sessions, by id: only for callers already entitled to each (owner or admin lists). */
export async function meetingUrlsOf(db: Db, sessionIds: string[]): Promise<Map<string, string | null>> {
  if (!sessionIds.length) return new Map();
  const rows = await db.select({ id: studySessions.id, meetingUrl: studySessions.meetingUrl }).from(studySessions).where(inArray(studySessions.id, sessionIds));
  return new Map(rows.map((r) => [r.id, r.meetingUrl]));
}

/** Adds `meetingUrl` to each session of a list its caller may read every link of. */
export async function withMeetingUrls<T extends { _id: string }>(db: Db, sessions: T[]): Promise<(T & { meetingUrl: string | null })[]> {
  const links = await meetingUrlsOf(
    db,
    sessions.map((s) => s._id),
  );
  return sessions.map((s) => ({ ...s, meetingUrl: links.get(s._id) ?? null }));
}

export interface ClassLinkChange {
  sessionId: string;
  meetingUrl: string | null;
  /** The students with a live booking: the people to tell. */
  students: { id: string; email: string; name: string }[];
}

/**
 * Called once a session's link has changed (set, replaced or removed), after the write committed.
 *
 * What follows a change today: the .ics download and every calendar feed are built on each request
 * from the row, so they carry the new link at their next fetch, with LAST-MODIFIED moved to the
 * session's updated_at (calendar-ics.ts). The booked students are found here and answered.
 *
 * Each of them is then told on their enabled channels (issue 17: 'class-link-changed', carrying the
 * new link as "Join class"), once per change: the change is keyed by the session's updated_at.
 */
export async function classLinkChanged(db: Db, sessionId: string): Promise<ClassLinkChange> {
  const [session] = await db
    .select({ meetingUrl: studySessions.meetingUrl, title: studySessions.title, updatedAt: studySessions.updatedAt })
    .from(studySessions)
    .where(eq(studySessions.id, sessionId));
  const students = session
    ? await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.studentId))
        .where(and(eq(orders.sessionId, sessionId), eq(orders.status, 'booked')))
        .orderBy(users.email)
    : [];
  if (session && students.length) {
    await notify(db, {
      event: 'class-link-changed',
      to: students.map((s) => s.id),
      subjectId: sessionId,
      occurrence: `link@${session.updatedAt.toISOString()}`,
      data: { sessionId, title: session.title, meetingUrl: session.meetingUrl },
    });
  }
  return { sessionId, meetingUrl: session?.meetingUrl ?? null, students };
}
