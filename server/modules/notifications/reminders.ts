/**
 * Class reminders (issue 17): 24 hours and 1 hour before a booked class, to its students and tutor.
 * A reminder is a job per session and kind (`reminder:{session}:{kind}`), scheduled when the session
 * gets a booking and moved when its class time changes. When the job runs it decides from the
 * database as it is then, so:
 * - a cancelled booking gets nothing (only `booked` orders are read), a deleted or no longer
 *   Accepted session gets nothing;
 * - a class moved later puts the job back to its new time; a class moved earlier was moved by
 *   `sessionTimesChanged`;
 * - a reminder missed while the server was down runs at start if the class has not begun, and is
 *   dropped otherwise (and a late 24-hour one is dropped once the 1-hour one is due, so a student is
 *   not told twice within minutes);
 * - a student who booked after the reminder's moment is not sent it (they booked knowing);
 * - each user gets each reminder once: the notification key (user, class-reminder, session, kind).
 * A reminder already sent stays sent if the class moves afterwards: the key allows one per kind.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, orders, studySessions } from '../../db/schema';
import type { Tx } from '../orders/seats.service';
import { notify } from './notify';
import { enqueue, type Job, type JobResult } from './queue';
import type { ReminderKind } from './templates';

const HOUR = 60 * 60_000;
export const REMINDER_OFFSETS: Record<ReminderKind, number> = { '24h': 24 * HOUR, '1h': HOUR };
const KINDS = Object.keys(REMINDER_OFFSETS) as ReminderKind[];

const reminderKey = (sessionId: string, kind: ReminderKind) => `reminder:${sessionId}:${kind}`;

/** Schedules (or moves) the session's reminders for its class start. Idempotent. */
export async function scheduleReminders(db: Db | Tx, sessionId: string, classStart: Date) {
  for (const kind of KINDS) {
    const runAt = new Date(classStart.getTime() - REMINDER_OFFSETS[kind]);
    await enqueue(db, { kind: 'reminder', key: reminderKey(sessionId, kind), payload: { sessionId, kind }, runAt }, { move: true });
  }
}

/** After a session's times were written: its pending reminders move with the class. */
export async function sessionTimesChanged(db: Db | Tx, sessionId: string) {
  const [session] = await db.select({ classStart: studySessions.classStart }).from(studySessions).where(eq(studySessions.id, sessionId));
  if (!session) return;
  for (const kind of KINDS) {
    await db
      .update(jobs)
      .set({ runAt: new Date(session.classStart.getTime() - REMINDER_OFFSETS[kind]) })
      .where(and(eq(jobs.key, reminderKey(sessionId, kind)), isNull(jobs.doneAt)));
  }
}

/** The reminder job's handler. */
export async function runReminder(db: Db, job: Job, now: number): Promise<JobResult> {
  const { sessionId, kind } = job.payload as { sessionId: string; kind: ReminderKind };
  const [session] = await db
    .select({
      title: studySessions.title,
      classStart: studySessions.classStart,
      status: studySessions.status,
      tutorId: studySessions.tutorId,
      meetingUrl: studySessions.meetingUrl,
    })
    .from(studySessions)
    .where(eq(studySessions.id, sessionId));
  if (!session || session.status !== 'Accepted') return { outcome: 'dropped' };
  const start = session.classStart.getTime();
  const due = start - REMINDER_OFFSETS[kind];
  if (now < due) return { rescheduleAt: new Date(due) };
  if (now >= start) return { outcome: 'dropped' };
  if (kind === '24h' && now >= start - REMINDER_OFFSETS['1h']) return { outcome: 'dropped' };

  const students = await db
    .select({ id: orders.studentId })
    .from(orders)
    .where(and(eq(orders.sessionId, sessionId), eq(orders.status, 'booked'), lte(orders.createdAt, sql`${new Date(due)}`)));
  if (!students.length) return { outcome: 'none' };
  const data = {
    sessionId,
    title: session.title,
    classStart: session.classStart.toISOString(),
    kind,
    minutesLeft: (start - now) / 60_000,
    meetingUrl: session.meetingUrl,
  };
  await db.transaction((tx) =>
    notify(tx, { event: 'class-reminder', to: [...students.map((s) => s.id), session.tutorId], subjectId: sessionId, occurrence: kind, data }, now),
  );
  return { outcome: 'sent' };
}
