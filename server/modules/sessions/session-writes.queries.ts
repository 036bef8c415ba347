/**
 * Changes to study sessions. Owner-scoped where a tutor acts (`tutorId`), unscoped for admins. Each
 * answers how many rows it changed, as the original client (docs/product.md#api) expects (`modifiedCount`, `deletedCount`):
 * an update that changes nothing reports 0. Each tells the public list (and so every API process)
 * when it changed something.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { SessionStatus } from '../../../domain/constants';
import type { SessionBody } from '../../../domain/schemas/session';
import { localTimeZone } from '../../../domain/time/zones';
import type { Db } from '../../db/client';
import { studySessions } from '../../db/schema';
import { sessionReviewed } from '../notifications/events';
import { sessionTimesChanged } from '../notifications/reminders';
import { publicSessionsChanged } from './public-sessions-cache';

/** Tells the public list when rows changed; answers their count. */
async function signalled(db: Db, rows: unknown[]): Promise<number> {
  if (rows.length) await publicSessionsChanged(db);
  return rows.length;
}

const byId = (id: string, tutorId?: string): SQL => (tutorId ? and(eq(studySessions.id, id), eq(studySessions.tutorId, tutorId))! : eq(studySessions.id, id));

/** The session's status when it exists (and belongs to the tutor, if one is given). */
export async function sessionStatusOf(db: Db, id: string, tutorId?: string): Promise<SessionStatus | null> {
  const [row] = await db.select({ status: studySessions.status }).from(studySessions).where(byId(id, tutorId)).limit(1);
  return row?.status ?? null;
}

/** A new session of this tutor: Pending, price 0, whatever the body says (docs/architecture.md#session-writes). */
export async function insertSession(db: Db, tutorId: string, body: SessionBody): Promise<string> {
  const [row] = await db
    .insert(studySessions)
    .values({
      tutorId,
      ...contentOf(body),
      timeZone: body.timeZone ?? localTimeZone(),
      seats: body.seats ?? null,
      meetingUrl: body.meetingUrl ?? null,
      status: 'Pending',
      priceCents: 0,
    })
    .returning({ id: studySessions.id });
  await publicSessionsChanged(db);
  return row!.id;
}

function contentOf(body: SessionBody) {
  return {
    title: body.title,
    cover: body.cover,
    description: body.description,
    registrationStart: new Date(body.isoRS),
    registrationEnd: new Date(body.isoRE),
    classStart: new Date(body.isoCS),
    classEnd: new Date(body.isoCE),
    // Left out by the original client (docs/product.md#api): the zone stays as it was.
    ...(body.timeZone ? { timeZone: body.timeZone } : {}),
    // Left out: unchanged; null: no limit. Lowering it under the bookings made only stops new ones.
    ...(body.seats !== undefined ? { seats: body.seats } : {}),
    // Left out by the original client (docs/product.md#api): unchanged; null: no link (issue 22).
    ...(body.meetingUrl !== undefined ? { meetingUrl: body.meetingUrl } : {}),
  };
}

/** Only rows where at least one value differs count as modified. */
function differs(values: Record<string, unknown>): SQL {
  const columns = studySessions as unknown as Record<string, typeof studySessions.title>;
  return sql.join(
    Object.entries(values).map(([key, value]) => sql`${columns[key]} is distinct from ${value}`),
    sql` or `,
  );
}

/**
 * Title, cover, description, times, seats and class link; price, status and tutor never change here.
 * Answers how many rows changed and whether the class link is among the changes (the row is locked
 * from the read of the old link to the write, so two edits cannot both miss or both claim it).
 */
export async function updateSessionContent(db: Db, id: string, body: SessionBody, tutorId?: string): Promise<{ modifiedCount: number; linkChanged: boolean }> {
  const values = contentOf(body);
  const outcome = await db.transaction(async (tx) => {
    const [before] = await tx.select({ meetingUrl: studySessions.meetingUrl }).from(studySessions).where(byId(id, tutorId)).for('update');
    if (!before) return { modifiedCount: 0, linkChanged: false };
    const rows = await tx
      .update(studySessions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(byId(id, tutorId), sql`(${differs(values)})`))
      .returning({ id: studySessions.id });
    const linkChanged = rows.length > 0 && 'meetingUrl' in values && values.meetingUrl !== before.meetingUrl;
    return { modifiedCount: rows.length, linkChanged };
  });
  // The class may have moved: its pending reminders move with it (issue 17).
  if (outcome.modifiedCount) {
    await sessionTimesChanged(db, id);
    await publicSessionsChanged(db);
  }
  return outcome;
}

/** The admin's price (cents) and status, from any status to any status (docs/product.md#session-status). */
export async function setPriceAndStatus(db: Db, id: string, priceCents: number, status: SessionStatus): Promise<number> {
  const values = { priceCents, status };
  const rows = await db.transaction(async (tx) => {
    const [before] = await tx.select({ status: studySessions.status, priceCents: studySessions.priceCents }).from(studySessions).where(byId(id)).for('update');
    const rows = await tx
      .update(studySessions)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(byId(id), sql`(${differs(values)})`))
      .returning({ id: studySessions.id });
    // The tutor hears of the decision with it (issue 17).
    if (rows.length && before) await sessionReviewed(tx, id, before, values);
    return rows;
  });
  return signalled(db, rows);
}

/** Rejected → Pending for the owning tutor; any other status is left alone (answers 0). */
export async function requestAgain(db: Db, id: string, tutorId: string): Promise<number> {
  const rows = await db
    .update(studySessions)
    .set({ status: 'Pending', updatedAt: sql`now()` })
    .where(and(byId(id, tutorId), eq(studySessions.status, 'Rejected')))
    .returning({ id: studySessions.id });
  return signalled(db, rows);
}

/**
 * Deletes the session. Its materials and reviews go with it (ON DELETE CASCADE); its orders stay as
 * financial records with the session cleared and the title kept (docs/decisions/002).
 */
export async function deleteSession(db: Db, id: string, tutorId?: string): Promise<number> {
  const rows = await db.delete(studySessions).where(byId(id, tutorId)).returning({ id: studySessions.id });
  return signalled(db, rows);
}
