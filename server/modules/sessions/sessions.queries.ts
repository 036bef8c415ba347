import { desc, eq, sql } from 'drizzle-orm';
import { durationText } from '../../../domain/session-rules';
import { localTimeZone } from '../../../domain/time/zones';
import type { StudySession } from '../../../domain/types';
import type { Db } from '../../db/client';
import { reviews, studySessions, users } from '../../db/schema';
import { seatsLeftSql } from '../orders/seats.service';

/** Rating summary per session, computed by PostgreSQL. */
const ratings = (db: Db) =>
  db
    .select({
      sessionId: reviews.sessionId,
      average: sql<string | null>`round(avg(${reviews.rating}), 1)`.as('average'),
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(reviews)
    .groupBy(reviews.sessionId)
    .as('ratings');

/** The columns every session answer is made of: the session, its tutor and its rating. */
export function sessionSelect(db: Db) {
  const r = ratings(db);
  return db
    .select({
      id: studySessions.id,
      title: studySessions.title,
      cover: studySessions.cover,
      description: studySessions.description,
      registrationStart: studySessions.registrationStart,
      registrationEnd: studySessions.registrationEnd,
      classStart: studySessions.classStart,
      classEnd: studySessions.classEnd,
      priceCents: studySessions.priceCents,
      status: studySessions.status,
      timeZone: studySessions.timeZone,
      seats: studySessions.seats,
      updatedAt: studySessions.updatedAt,
      seatsLeft: seatsLeftSql,
      tutorId: studySessions.tutorId,
      tutorName: users.name,
      tutorEmail: users.email,
      tutorImage: users.image,
      ratingAverage: r.average,
      ratingCount: r.count,
    })
    .from(studySessions)
    .innerJoin(users, eq(users.id, studySessions.tutorId))
    .leftJoin(r, eq(r.sessionId, studySessions.id));
}

export type SessionRow = Awaited<ReturnType<ReturnType<typeof sessionSelect>['execute']>>[number];

export function toStudySession(row: SessionRow): StudySession {
  return {
    _id: row.id,
    title: row.title,
    cover: row.cover,
    description: row.description,
    duration: durationText(row.classStart, row.classEnd),
    isoRS: row.registrationStart.toISOString(),
    isoRE: row.registrationEnd.toISOString(),
    isoCS: row.classStart.toISOString(),
    isoCE: row.classEnd.toISOString(),
    tutor: { name: row.tutorName, email: row.tutorEmail, image: row.tutorImage },
    price: row.priceCents / 100,
    status: row.status,
    rating: { average: row.ratingAverage == null ? null : Number(row.ratingAverage), count: row.ratingCount ?? 0 },
    timeZone: row.timeZone ?? localTimeZone(),
    seats: row.seats,
    seatsLeft: row.seatsLeft == null ? null : Number(row.seatsLeft),
  };
}

/** The public list: Accepted sessions only, newest first. */
export async function listAcceptedSessions(db: Db): Promise<StudySession[]> {
  const rows = await sessionSelect(db).where(eq(studySessions.status, 'Accepted')).orderBy(desc(studySessions.createdAt), desc(studySessions.id));
  return rows.map(toStudySession);
}

/** One session by id, any status; null when there is none. Callers decide who may see it. */
export async function findSession(db: Db, id: string): Promise<SessionRow | null> {
  const [row] = await sessionSelect(db).where(eq(studySessions.id, id)).limit(1);
  return row ?? null;
}

/** A tutor's own sessions, every status, newest first. */
export async function listTutorSessions(db: Db, tutorId: string): Promise<StudySession[]> {
  const rows = await sessionSelect(db).where(eq(studySessions.tutorId, tutorId)).orderBy(desc(studySessions.createdAt), desc(studySessions.id));
  return rows.map(toStudySession);
}

/** Every session for the admins, newest first; the client groups them by status. */
export async function listAllSessions(db: Db): Promise<StudySession[]> {
  const rows = await sessionSelect(db).orderBy(desc(studySessions.createdAt), desc(studySessions.id));
  return rows.map(toStudySession);
}
