/**
 * Every event on every channel (issue 17, "each event makes its notification on each enabled channel
 * and on no disabled one"), on both engines, with a real SMTP server, the push-service stand-in and
 * the workers' clock moved by hand. One row per event and recipient; each row runs with all channels
 * on, and with two complementary mixes, so every channel is seen both on and off for every event.
 * Each check looks only at what the event's action added (in the app, in the mailbox, at the push
 * service), so a row's own set-up (a booking before its cancellation, say) does not count.
 *
 * Then push failures: a subscription answering 404 is deleted like a 410 one, and a push service
 * answering 5xx is retried with backoff while the e-mail goes out at once.
 */
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { jobs, pushSubscriptions } from '../../db/schema';
import { setupNotifications, subscribePush } from '../../../tests/setup/notifications';
import { pay } from '../../../tests/factories/payments';
import { insertSession } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { backoffMs } from './queue';
import type { EventName } from './templates';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const { ctx, clock, mail, push, run } = await setupNotifications();
const admin = await createUser(ctx, { role: 'Admin' });

// Reminder rows move the workers' clock days ahead; every row starts at real time again, so other
// rows' classes (a week out) do not come due in the middle of them.
afterEach(() => {
  clock.offset = 0;
});

interface Channels {
  inApp: boolean;
  email: boolean;
  push: boolean;
}

const CONFIGS: Channels[] = [
  { inApp: true, email: true, push: true },
  { inApp: true, email: false, push: true },
  { inApp: false, email: true, push: false },
];

const pushName = (user: TestUser) => `c-${user.uid}`;
const pushesTo = (user: TestUser) => push.received.filter((r) => r.path.endsWith(`/${pushName(user)}`)).length;
const book = (user: TestUser, sessionId: string, transactionId?: string) =>
  user.call('POST', '/api/orders', { body: { student: { email: user.email }, sessionId, ...(transactionId ? { transactionId } : {}) } });

async function bookOk(user: TestUser, sessionId: string, transactionId?: string): Promise<string> {
  const res = await book(user, sessionId, transactionId);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json._id as string;
}

async function tutorWithSession(options: { status?: 'Accepted' | 'Pending'; priceCents?: number; classStart?: Date } = {}) {
  const tutor = await createUser(ctx, { role: 'Tutor' });
  const sessionId = await insertSession(ctx, tutor.email, {
    status: options.status ?? 'Accepted',
    title: 'Graph Theory',
    priceCents: options.priceCents ?? 0,
    classStart: options.classStart,
  });
  return { tutor, sessionId };
}

/** A class a week out (by real time) with one booked student. */
async function bookedClass() {
  const classStart = Date.now() + 8 * 24 * HOUR;
  const { tutor, sessionId } = await tutorWithSession({ classStart: new Date(classStart) });
  const student = await createUser(ctx);
  await bookOk(student, sessionId);
  return { tutor, student, sessionId, classStart };
}

async function expectOk(res: Promise<{ status: number; json: unknown }>) {
  const r = await res;
  expect(r.status, JSON.stringify(r.json)).toBe(200);
}

interface Row {
  name: string;
  event: EventName;
  title: string;
  /** Sets the scene; answers who must be told, and the action that makes the event. */
  arrange: () => Promise<{ to: TestUser[]; act: () => Promise<void> }>;
}

function reminderRow(kind: '24h' | '1h', who: 'student' | 'tutor'): Row {
  return {
    name: `${kind} class reminder → ${who}`,
    event: 'class-reminder',
    title: kind === '24h' ? 'Class in about 24 hours' : 'Class in about an hour',
    arrange: async () => {
      const c = await bookedClass();
      const offset = kind === '24h' ? 24 * HOUR : HOUR;
      return { to: [c[who]], act: async () => clock.at(c.classStart - offset + MINUTE) };
    },
  };
}

const ROWS: Row[] = [
  reminderRow('24h', 'student'),
  reminderRow('24h', 'tutor'),
  reminderRow('1h', 'student'),
  reminderRow('1h', 'tutor'),
  {
    name: 'session approved → tutor',
    event: 'session-approved',
    title: 'Session approved',
    arrange: async () => {
      const { tutor, sessionId } = await tutorWithSession({ status: 'Pending' });
      return { to: [tutor], act: () => expectOk(admin.call('PATCH', `/api/modify-session/${sessionId}`, { body: { price: 0, status: 'Accepted' } })) };
    },
  },
  {
    name: 'session priced → tutor',
    event: 'session-priced',
    title: 'Session priced',
    arrange: async () => {
      const { tutor, sessionId } = await tutorWithSession();
      return { to: [tutor], act: () => expectOk(admin.call('PATCH', `/api/modify-session/${sessionId}`, { body: { price: 12.5, status: 'Accepted' } })) };
    },
  },
  {
    name: 'session rejected → tutor',
    event: 'session-rejected',
    title: 'Session rejected',
    arrange: async () => {
      const { tutor, sessionId } = await tutorWithSession({ status: 'Pending' });
      return { to: [tutor], act: () => expectOk(admin.call('PATCH', `/api/modify-session/${sessionId}`, { body: { price: 0, status: 'Rejected' } })) };
    },
  },
  {
    name: 'new booking → tutor',
    event: 'booking-new',
    title: 'New booking',
    arrange: async () => {
      const { tutor, sessionId } = await tutorWithSession();
      const student = await createUser(ctx);
      return { to: [tutor], act: async () => void (await bookOk(student, sessionId)) };
    },
  },
  {
    name: 'booking cancelled by its student → tutor',
    event: 'booking-cancelled',
    title: 'Booking cancelled',
    arrange: async () => {
      const { tutor, sessionId } = await tutorWithSession();
      const student = await createUser(ctx);
      const orderId = await bookOk(student, sessionId);
      return { to: [tutor], act: () => expectOk(student.call('POST', `/api/orders/${orderId}/cancel`)) };
    },
  },
  {
    name: 'booking cancelled by an admin → tutor',
    event: 'booking-cancelled',
    title: 'Booking cancelled',
    arrange: async () => {
      const { tutor, sessionId } = await tutorWithSession();
      const orderId = await bookOk(await createUser(ctx), sessionId);
      return { to: [tutor], act: () => expectOk(admin.call('POST', `/api/orders/${orderId}/cancel`)) };
    },
  },
  {
    name: 'tutor application approved → student',
    event: 'tutor-application-decided',
    title: 'Tutor application approved',
    arrange: async () => {
      const student = await createUser(ctx);
      await expectOk(student.call('PATCH', `/api/users/${student.email}`));
      return { to: [student], act: () => expectOk(admin.call('PATCH', `/api/user/role/${student.email}`, { body: { role: 'Tutor', status: 'Verified' } })) };
    },
  },
  {
    name: 'tutor application declined → student',
    event: 'tutor-application-decided',
    title: 'Tutor application declined',
    arrange: async () => {
      const student = await createUser(ctx);
      await expectOk(student.call('PATCH', `/api/users/${student.email}`));
      return { to: [student], act: () => expectOk(admin.call('PATCH', `/api/user/reject/${student.email}`)) };
    },
  },
  {
    name: 'booking cancelled by an admin → student',
    event: 'order-cancelled',
    title: 'Booking cancelled',
    arrange: async () => {
      const { sessionId } = await tutorWithSession();
      const student = await createUser(ctx);
      const orderId = await bookOk(student, sessionId);
      return { to: [student], act: () => expectOk(admin.call('POST', `/api/orders/${orderId}/cancel`)) };
    },
  },
  {
    name: 'booking refunded → student',
    event: 'order-refunded',
    title: 'Booking refunded',
    arrange: async () => {
      const { sessionId } = await tutorWithSession({ priceCents: 2000 });
      const student = await createUser(ctx);
      const { id: paymentId } = await pay(student, sessionId);
      const orderId = await bookOk(student, sessionId, paymentId);
      return { to: [student], act: () => expectOk(student.call('POST', `/api/orders/${orderId}/cancel`)) };
    },
  },
  {
    name: 'session deleted by its organiser → every booked student',
    event: 'session-cancelled',
    title: 'Session cancelled',
    arrange: async () => {
      const { tutor, sessionId } = await tutorWithSession();
      const students = [await createUser(ctx), await createUser(ctx)];
      for (const s of students) await bookOk(s, sessionId);
      return { to: students, act: () => expectOk(tutor.call('DELETE', `/api/delete-session/${sessionId}`)) };
    },
  },
];

/** What a user has had so far: in-app ids, e-mail subjects, pushes. */
async function seen(user: TestUser) {
  const page = (await user.call('GET', '/api/notifications?limit=50')).json as { items: { id: string; event: string; title: string }[]; unread: number };
  return { items: page.items, unread: page.unread, mails: mail.to(user.email).length, pushes: pushesTo(user) };
}

const label = (c: Channels) =>
  Object.entries(c)
    .map(([k, v]) => `${k} ${v ? 'on' : 'off'}`)
    .join(', ');

describe.each(ROWS)('$name', (row) => {
  it.each(CONFIGS.map((c) => [label(c), c] as const))('%s', async (_label, channels) => {
    const { to, act } = await row.arrange();
    for (const user of to) {
      await expectOk(user.call('PUT', '/api/notification-settings', { body: channels }));
      await subscribePush(ctx, user.email, push.endpoint(pushName(user)));
    }
    await run();
    const before = new Map(await Promise.all(to.map(async (u) => [u.email, await seen(u)] as const)));

    await act();
    await run();

    for (const user of to) {
      const was = before.get(user.email)!;
      const now = await seen(user);
      const known = new Set(was.items.map((n) => n.id));
      const added = now.items.filter((n) => !known.has(n.id)).map((n) => ({ event: n.event, title: n.title }));
      expect(added, `in the app of ${user.email}`).toEqual(channels.inApp ? [{ event: row.event, title: row.title }] : []);
      expect(now.unread - was.unread).toBe(channels.inApp ? 1 : 0);
      const mails = mail.to(user.email).slice(was.mails);
      expect(
        mails.map((m) => m.subject),
        `e-mails to ${user.email}`,
      ).toEqual(channels.email ? [row.title] : []);
      if (channels.email) expect(mails[0]!.text).toMatch(/Unsubscribe: http:\/\/localhost\/api\/unsubscribe\?token=/);
      expect(now.pushes - was.pushes, `pushes to ${user.email}`).toBe(channels.push ? 1 : 0);
    }
  });
});

describe('push failures', () => {
  const subscriptionId = async (endpoint: string) =>
    (await ctx.db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))[0]?.id;

  it('a subscription answering 404 is deleted, and the next notification does not try it', async () => {
    const { tutor, sessionId } = await tutorWithSession();
    const lost = push.endpoint(`lost-${tutor.uid}`);
    await subscribePush(ctx, tutor.email, lost);
    push.status.set(`lost-${tutor.uid}`, 404);
    await bookOk(await createUser(ctx), sessionId);
    await run();
    expect(await subscriptionId(lost)).toBeUndefined();
    expect(mail.to(tutor.email).map((m) => m.subject)).toEqual(['New booking']);

    push.status.delete(`lost-${tutor.uid}`);
    const before = (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'push'))).length;
    await bookOk(await createUser(ctx), sessionId);
    await run();
    expect((await ctx.db.select().from(jobs).where(eq(jobs.kind, 'push'))).length).toBe(before);
    expect(push.received.filter((r) => r.path.endsWith(`/lost-${tutor.uid}`))).toEqual([]);
    expect(mail.to(tutor.email).map((m) => m.subject)).toEqual(['New booking', 'New booking']);
  });

  it('a push answered 5xx is retried with growing backoff, and the e-mail goes at once', async () => {
    const { tutor, sessionId } = await tutorWithSession();
    const name = `busy-${tutor.uid}`;
    await subscribePush(ctx, tutor.email, push.endpoint(name));
    const subId = (await subscriptionId(push.endpoint(name)))!;
    const pushJob = async () =>
      (await ctx.db.select().from(jobs).where(eq(jobs.kind, 'push'))).find((j) => (j.payload as { subscriptionId?: string }).subscriptionId === subId)!;
    const delivered = () => push.received.filter((r) => r.path.endsWith(`/${name}`)).length;
    push.status.set(name, 503);

    await bookOk(await createUser(ctx), sessionId);
    const t0 = clock.now();
    await run();
    expect(mail.to(tutor.email).map((m) => m.subject)).toEqual(['New booking']);
    let job = await pushJob();
    expect(job).toMatchObject({ attempts: 1, doneAt: null, lastError: expect.stringMatching(/503|unexpected response/i) });
    expect(job.runAt.getTime()).toBeGreaterThanOrEqual(t0 + backoffMs(1));

    // Still down at the retry: the next wait is twice as long.
    clock.at(job.runAt.getTime() + 1);
    const t1 = clock.now();
    await run();
    job = await pushJob();
    expect(job).toMatchObject({ attempts: 2, doneAt: null });
    expect(job.runAt.getTime() - t1).toBeGreaterThanOrEqual(backoffMs(2));
    expect(backoffMs(2)).toBe(2 * backoffMs(1));

    // Back up: nothing before the wait is over, then one push, and the subscription is kept.
    push.status.delete(name);
    await run();
    expect(delivered()).toBe(0);
    clock.at(job.runAt.getTime() + 1);
    await run();
    await run();
    expect(delivered()).toBe(1);
    expect(await pushJob()).toMatchObject({ attempts: 3, outcome: 'sent' });
    expect(await subscriptionId(push.endpoint(name))).toBe(subId);
    expect(mail.to(tutor.email)).toHaveLength(1);
  });
});
