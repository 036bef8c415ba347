/**
 * Class reminders (issue 17) under a clock the test moves: 24 hours and 1 hour before the class, to
 * the booked students and the tutor, once, with two workers (two API processes: on PostgreSQL each
 * with its own connection pool) and across a restart; none for a cancelled booking; moved with the
 * class; a missed one sent late only while the class has not begun.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { studySessions } from '../../db/schema';
import { setupNotifications, subscribePush } from '../../../tests/setup/notifications';
import { insertSession, sessionBody } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { queueDepth } from './queue';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const { ctx, clock, mail, push, run } = await setupNotifications();
const admin = await createUser(ctx, { role: 'Admin' });

const book = (user: TestUser, sessionId: string) => user.call('POST', '/api/orders', { body: { student: { email: user.email }, sessionId } });
const reminders = async (user: TestUser) =>
  (await user.call('GET', '/api/notifications')).json.items
    .filter((n: { event: string }) => n.event === 'class-reminder')
    .map((n: { title: string }) => n.title);
const reminderMails = (user: TestUser) =>
  mail
    .to(user.email)
    .filter((m) => m.subject?.startsWith('Class '))
    .map((m) => m.subject);

async function bookedClass(startsIn = 8 * 24 * HOUR) {
  const tutor = await createUser(ctx, { role: 'Tutor' });
  const classStart = new Date(Date.now() + startsIn);
  const sessionId = await insertSession(ctx, tutor.email, { status: 'Accepted', title: 'Number Theory', classStart });
  const student = await createUser(ctx);
  expect((await book(student, sessionId)).status).toBe(201);
  return { tutor, student, sessionId, classStart: classStart.getTime() };
}

/** A second API process's connection to the same database (PGlite is one in-process database: the same one). */
async function secondConnection(): Promise<{ db: Database['db']; close: () => Promise<void> }> {
  if (process.env.TEST_DB !== 'postgres') return { db: ctx.db, close: async () => {} };
  const { rows } = (await ctx.db.execute(sql`select current_database() as name`)) as unknown as { rows: { name: string }[] };
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0]!.name}`;
  const other = await openDatabase({ kind: 'postgres', url: url.toString(), max: 3 });
  return { db: other.db, close: () => other.close() };
}

describe('class reminders', () => {
  it('fire at 24 hours and at 1 hour, for the student and the tutor, and never twice with two workers', async () => {
    const { tutor, student, classStart, sessionId } = await bookedClass();
    const other = await secondConnection();
    try {
      clock.at(classStart - 25 * HOUR);
      await Promise.all([run(), run(other.db)]);
      expect(await reminders(student)).toEqual([]);

      clock.at(classStart - 24 * HOUR + MINUTE);
      await Promise.all([run(), run(other.db), run(), run(other.db)]);
      expect(await reminders(student)).toEqual(['Class in about 24 hours']);
      expect(await reminders(tutor)).toEqual(['Class in about 24 hours']);
      expect(reminderMails(student)).toEqual(['Class in about 24 hours']);
      const [first] = (await student.call('GET', '/api/notifications')).json.items;
      expect(first).toMatchObject({ link: `/sessions/${sessionId}` });
      expect(first.body).toMatch(/^“Number Theory” starts in about 24 hours \(/);

      clock.at(classStart - HOUR + MINUTE);
      await Promise.all([run(), run(other.db), run(), run(other.db)]);
      expect(await reminders(student)).toEqual(['Class in about an hour', 'Class in about 24 hours']);
      expect(await reminders(tutor)).toEqual(['Class in about an hour', 'Class in about 24 hours']);
      expect(reminderMails(student)).toEqual(['Class in about 24 hours', 'Class in about an hour']);
      expect(reminderMails(tutor)).toEqual(['Class in about 24 hours', 'Class in about an hour']);
    } finally {
      await other.close();
    }
  });

  it('are not sent again after a restart, and one missed while down is sent at start if the class has not begun', async () => {
    const { student, classStart } = await bookedClass();
    clock.at(classStart - 24 * HOUR + MINUTE);
    await run();
    expect(reminderMails(student)).toHaveLength(1);

    // "Restart": a new process's worker, over its own connection, with nothing but the database.
    const restarted = await secondConnection();
    try {
      await run(restarted.db);
      expect(reminderMails(student)).toHaveLength(1);
      // Down through the 1-hour moment, back 20 minutes before the class.
      clock.at(classStart - 20 * MINUTE);
      await run(restarted.db);
      expect(await reminders(student)).toEqual(['Class in 20 minutes', 'Class in about 24 hours']);
      await run(restarted.db);
      expect(reminderMails(student)).toEqual(['Class in about 24 hours', 'Class in 20 minutes']);
    } finally {
      await restarted.close();
    }
  });

  it('a missed reminder is dropped once the class has begun, and a late 24-hour one gives way to the 1-hour one', async () => {
    const late = await bookedClass();
    clock.at(late.classStart + MINUTE);
    await run();
    expect(await reminders(late.student)).toEqual([]);

    const close = await bookedClass(3 * 24 * HOUR);
    clock.at(close.classStart - 30 * MINUTE);
    await run();
    expect(await reminders(close.student)).toEqual(['Class in 30 minutes']);
  });

  it('a cancelled booking gets no reminder (and a tutor with no student left gets none either)', async () => {
    const { tutor, student, classStart } = await bookedClass();
    const [order] = (await student.call('GET', `/api/bookedsessions/${student.email}`)).json;
    expect((await student.call('POST', `/api/orders/${order.orderId ?? order._id}/cancel`)).status).toBe(200);
    clock.at(classStart - 24 * HOUR + MINUTE);
    await run();
    clock.at(classStart - HOUR + MINUTE);
    await run();
    expect(await reminders(student)).toEqual([]);
    expect(await reminders(tutor)).toEqual([]);
    expect(reminderMails(student)).toEqual([]);
  });

  it('move with the class when its time changes', async () => {
    const { student, sessionId, classStart } = await bookedClass();
    const later = classStart + 2 * 24 * HOUR;
    const body = sessionBody({
      title: 'Number Theory',
      isoCS: new Date(later).toISOString(),
      isoCE: new Date(later + 2 * HOUR).toISOString(),
    });
    expect((await admin.call('PATCH', `/api/updsessad/${sessionId}`, { body })).json.modifiedCount).toBe(1);
    clock.at(classStart - 24 * HOUR + MINUTE);
    await run();
    expect(await reminders(student)).toEqual([]);
    clock.at(later - 24 * HOUR + MINUTE);
    await run();
    expect(await reminders(student)).toEqual(['Class in about 24 hours']);

    // And earlier: the 1-hour reminder comes at the new time, not the old one.
    const earlier = later - 3 * HOUR;
    await admin.call('PATCH', `/api/updsessad/${sessionId}`, {
      body: { ...body, isoCS: new Date(earlier).toISOString(), isoCE: new Date(earlier + 2 * HOUR).toISOString() },
    });
    clock.at(earlier - HOUR + MINUTE);
    await run();
    expect(await reminders(student)).toEqual(['Class in about an hour', 'Class in about 24 hours']);
  });

  it('carry the class link as "Join class", and a changed link is told to the booked students (issue 22)', async () => {
    const { tutor, student, sessionId, classStart } = await bookedClass();
    const outsider = await createUser(ctx);
    const zoom = 'https://zoom.us/j/987654321';
    const times = { isoCS: new Date(classStart).toISOString(), isoCE: new Date(classStart + 2 * HOUR).toISOString() };
    const edited = await tutor.call('PATCH', `/api/update-session/${sessionId}`, { body: sessionBody({ title: 'Number Theory', ...times, meetingUrl: zoom }) });
    expect(edited.status).toBe(200);
    const linkNews = async (user: TestUser) =>
      (await user.call('GET', '/api/notifications')).json.items.filter((n: { event: string }) => n.event === 'class-link-changed');
    const [changed] = await linkNews(student);
    expect(changed).toMatchObject({ title: 'Class link changed', joinUrl: zoom, link: `/sessions/${sessionId}` });
    expect(changed.body).toBe('“Number Theory” now takes place on Zoom. Use the new link to join.');
    expect(await linkNews(outsider)).toEqual([]);
    expect(await linkNews(tutor)).toEqual([]);
    clock.at(Date.now());
    await run();
    expect(mail.to(student.email).find((m) => m.subject === 'Class link changed')?.text).toContain(`Join class (Zoom): ${zoom}`);

    // The same edit again changes nothing and tells no one twice.
    await tutor.call('PATCH', `/api/update-session/${sessionId}`, { body: sessionBody({ title: 'Number Theory', ...times, meetingUrl: zoom }) });
    expect(await linkNews(student)).toHaveLength(1);

    clock.at(classStart - HOUR + MINUTE);
    await run();
    const reminder = (await student.call('GET', '/api/notifications')).json.items.find((n: { event: string }) => n.event === 'class-reminder');
    expect(reminder).toMatchObject({ title: 'Class in about an hour', joinUrl: zoom });
    expect(reminder.body).toContain('Join class from 15 minutes before.');
    expect(mail.to(student.email).find((m) => m.subject === 'Class in about an hour')?.text).toContain(`Join class (Zoom): ${zoom}`);
  });

  it('the 24-hour reminder carries "Join class" in the app, in the e-mail and in the push, with the current link (issue 22)', async () => {
    const { tutor, student, sessionId, classStart } = await bookedClass();
    const zoom = 'https://zoom.us/j/24242424';
    await ctx.db.update(studySessions).set({ meetingUrl: zoom }).where(eq(studySessions.id, sessionId));
    const browser = await subscribePush(ctx, student.email, push.endpoint(`r24-${student.uid}`));

    clock.at(classStart - 24 * HOUR + MINUTE);
    await run();
    const inApp = async (user: TestUser) =>
      (await user.call('GET', '/api/notifications')).json.items.find((n: { event: string }) => n.event === 'class-reminder');
    expect(await inApp(student)).toMatchObject({ title: 'Class in about 24 hours', joinUrl: zoom, link: `/sessions/${sessionId}` });
    expect((await inApp(student)).body).toContain('Join class from 15 minutes before.');
    expect(await inApp(tutor)).toMatchObject({ title: 'Class in about 24 hours', joinUrl: zoom });

    const [email] = mail.to(student.email).filter((m) => m.subject === 'Class in about 24 hours');
    expect(email?.text).toContain(`Join class (Zoom): ${zoom}`);
    expect(email?.html).toContain(`<a href="${zoom}">Join class (Zoom)</a>`);

    const sent = push.received.filter((r) => r.path.endsWith(`/r24-${student.uid}`));
    expect(sent).toHaveLength(1);
    expect(browser.read(sent[0]!.body)).toMatchObject({ title: 'Class in about 24 hours', url: `/sessions/${sessionId}`, joinUrl: zoom });

    // The link is read when the notification is, so a link replaced since shows the new one.
    const meet = 'https://meet.google.com/abc-defg-hij';
    await ctx.db.update(studySessions).set({ meetingUrl: meet }).where(eq(studySessions.id, sessionId));
    expect(await inApp(student)).toMatchObject({ title: 'Class in about 24 hours', joinUrl: meet });
    // …and the text names no provider that could have gone stale.
    expect((await inApp(student)).body).not.toMatch(/Zoom|Google Meet/);
  });

  it("the link-change notice follows each student's channel switches (issue 22)", async () => {
    const { tutor, student, sessionId, classStart } = await bookedClass();
    const emailOnly = await createUser(ctx);
    expect((await book(emailOnly, sessionId)).status).toBe(201);
    expect((await student.call('PUT', '/api/notification-settings', { body: { inApp: true, email: false, push: true } })).status).toBe(200);
    expect((await emailOnly.call('PUT', '/api/notification-settings', { body: { inApp: false, email: true, push: false } })).status).toBe(200);
    const studentBrowser = await subscribePush(ctx, student.email, push.endpoint(`lc-${student.uid}`));
    await subscribePush(ctx, emailOnly.email, push.endpoint(`lc-${emailOnly.uid}`));

    const jitsi = 'https://meet.jit.si/NumberTheoryRoom';
    const times = { isoCS: new Date(classStart).toISOString(), isoCE: new Date(classStart + 2 * HOUR).toISOString() };
    expect(
      (await tutor.call('PATCH', `/api/update-session/${sessionId}`, { body: sessionBody({ title: 'Number Theory', ...times, meetingUrl: jitsi }) })).status,
    ).toBe(200);
    clock.at(Date.now());
    await run();

    // E-mail off, push on: no e-mail, one push carrying the link, and the notice in the app.
    expect(mail.to(student.email).filter((m) => m.subject === 'Class link changed')).toEqual([]);
    const pushed = push.received.filter((r) => r.path.endsWith(`/lc-${student.uid}`));
    expect(pushed).toHaveLength(1);
    expect(studentBrowser.read(pushed[0]!.body)).toMatchObject({ title: 'Class link changed', url: `/sessions/${sessionId}`, joinUrl: jitsi });
    const items = (await student.call('GET', '/api/notifications')).json.items;
    expect(items.filter((n: { event: string }) => n.event === 'class-link-changed')).toEqual([expect.objectContaining({ joinUrl: jitsi })]);

    // In-app and push off, e-mail on: the e-mail only.
    expect(
      mail
        .to(emailOnly.email)
        .filter((m) => m.subject === 'Class link changed')
        .map((m) => m.text),
    ).toEqual([expect.stringContaining(`Join class (Jitsi): ${jitsi}`)]);
    expect(push.received.filter((r) => r.path.endsWith(`/lc-${emailOnly.uid}`))).toEqual([]);
    expect((await emailOnly.call('GET', '/api/notifications')).json.items).toEqual([]);
  });

  it('an e-mail and a push queued before the booking was cancelled go out without the link (issue 22)', async () => {
    const { tutor, student, sessionId, classStart } = await bookedClass();
    const browser = await subscribePush(ctx, student.email, push.endpoint(`gone-link-${student.uid}`));
    const zoom = 'https://zoom.us/j/5550001111?pwd=queued';
    const times = { isoCS: new Date(classStart).toISOString(), isoCE: new Date(classStart + 2 * HOUR).toISOString() };
    expect(
      (await tutor.call('PATCH', `/api/update-session/${sessionId}`, { body: sessionBody({ title: 'Number Theory', ...times, meetingUrl: zoom }) })).status,
    ).toBe(200);
    // The notice and its e-mail and push jobs exist now; the student cancels before the worker runs.
    const notice = async () => (await student.call('GET', '/api/notifications')).json.items.find((n: { event: string }) => n.event === 'class-link-changed');
    expect(await notice()).toMatchObject({ joinUrl: zoom });
    const [order] = (await student.call('GET', `/api/bookedsessions/${student.email}`)).json;
    expect((await student.call('POST', `/api/orders/${order.orderId ?? order._id}/cancel`)).status).toBe(200);

    clock.at(Date.now());
    await run();
    const [email] = mail.to(student.email).filter((m) => m.subject === 'Class link changed');
    expect(email?.text).toContain('“Number Theory” now takes place on Zoom.');
    expect(email?.text).not.toContain(zoom);
    expect(email?.text).not.toContain('Join class');
    expect(String(email?.html)).not.toContain('zoom.us');
    const pushed = push.received.filter((r) => r.path.endsWith(`/gone-link-${student.uid}`));
    expect(pushed).toHaveLength(1);
    expect(browser.read(pushed[0]!.body)).toMatchObject({ title: 'Class link changed', joinUrl: null });
    expect(await notice()).toMatchObject({ joinUrl: null });
  });

  it('queueDepth counts what waits and what is due', async () => {
    const { classStart } = await bookedClass(20 * 24 * HOUR);
    const before = await queueDepth(ctx.db, classStart - 30 * 24 * HOUR);
    const atReminder = await queueDepth(ctx.db, classStart - 24 * HOUR + MINUTE);
    expect(before.pending).toBeGreaterThanOrEqual(2);
    expect(atReminder.due).toBeGreaterThan(before.due);
  });
});
