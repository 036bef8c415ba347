/**
 * Endpoint × caller: fields private to a session's class must not leak. For each caller outside the
 * class (a visitor, a student who never booked, one whose booking was cancelled, one whose paid
 * booking was refunded, another tutor), every read that can mention the session is checked for each
 * private field, both as a key and as its value anywhere in the raw body. Add a field here when a new
 * one is private to the class.
 *
 * The link is set while the cancelled and refunded students were still booked, so each of them was
 * sent the "class link changed" notice: their notification list must no longer carry the link.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, studySessions, users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { pay } from '../../../tests/factories/payments';
import { insertSession, sessionBody } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { getPublicSessions } from './public-sessions-cache';

/** Private field → the distinctive value the session holds in it for this test. */
const MUST_NOT_LEAK = { meetingUrl: 'https://zoom.us/j/987654321?pwd=leak-canary' } as const;

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const otherTutor = await createUser(ctx, { role: 'Tutor' });
const student = await createUser(ctx);
const cancelled = await createUser(ctx);
const refunded = await createUser(ctx);
const booked = await createUser(ctx);

const id = await insertSession(ctx, tutor.email, { status: 'Accepted', title: 'Private-link class' });
for (const u of [cancelled, booked]) expect((await u.call('POST', '/api/orders', { body: { sessionId: id } })).status).toBe(201);
// Then priced (set straight in the table, as an admin could), so the next booking is paid and its cancellation refunded.
await ctx.db.update(studySessions).set({ priceCents: 1500 }).where(eq(studySessions.id, id));
const payment = await pay(refunded, id);
expect((await refunded.call('POST', '/api/orders', { body: { sessionId: id, transactionId: payment.id } })).status).toBe(201);
// The tutor adds the link while all three are booked: each is told, with "Join class".
const linked = await tutor.call('PATCH', `/api/update-session/${id}`, { body: sessionBody({ title: 'Private-link class', ...MUST_NOT_LEAK }) });
expect(linked.status).toBe(200);
for (const u of [cancelled, refunded]) {
  const [order] = (await u.call('GET', `/api/bookedsessions/${u.email}`)).json;
  expect((await u.call('POST', `/api/orders/${order._id}/cancel`)).status).toBe(200);
}
const statusOf = async (u: TestUser) =>
  (await ctx.db.select({ status: orders.status }).from(orders).innerJoin(users, eq(users.id, orders.studentId)).where(eq(users.email, u.email)))[0]?.status;
expect([await statusOf(cancelled), await statusOf(refunded), await statusOf(booked)]).toEqual(['cancelled', 'refunded', 'booked']);
await booked.call('POST', '/api/reviews', { body: { sessionId: id, rating: 5, revDesc: 'Good' } });

function expectNoLeak(where: string, body: string) {
  for (const [field, value] of Object.entries(MUST_NOT_LEAK)) {
    expect(body, `${where}: ${field} as a key`).not.toContain(`"${field}"`);
    expect(body, `${where}: ${field}'s value`).not.toContain(value);
    expect(body, `${where}: ${field}'s value, escaped`).not.toContain(JSON.stringify(value).slice(1, -1).replaceAll('/', '\\/'));
  }
}

/** Reads that name or may name the session, as `caller` may call them. */
const reads = (u: TestUser) => [
  '/api/sessions',
  '/api/teachers',
  `/api/sessions/${id}`,
  `/api/sessions/${id}/calendar.ics`,
  `/api/reviews?sessionId=${id}`,
  `/api/bookedsessions/${u.email}`,
  `/api/created-sessions/${u.email}`,
  `/api/teach-sessions?sessId=${id}&tutorMail=${tutor.email}`,
  `/api/sessions/${id}/roster`,
  `/api/sessions/${id}/roster.csv`,
  `/api/orders?stuEmail=${u.email}&sessionId=${id}`,
  '/api/stats/overview',
  `/api/booked-materials/${u.email}`,
  '/api/notifications',
];

describe('fields private to the class never leak', () => {
  it('not from the public list in memory (its projection has none of them)', async () => {
    const entry = await getPublicSessions(ctx.db);
    expectNoLeak('public list cache', Buffer.from(entry.identity).toString('utf8'));
    expectNoLeak('GET /sessions', JSON.stringify((await call(ctx, 'GET', '/api/sessions')).json));
  });

  it('not to a visitor', async () => {
    for (const path of ['/api/sessions', '/api/teachers', `/api/sessions/${id}`, `/api/sessions/${id}/calendar.ics`, `/api/reviews?sessionId=${id}`]) {
      const res = await ctx.app.request(path);
      expectNoLeak(`visitor ${path}`, await res.text());
    }
  });

  it.each([
    ['a student who never booked', () => student],
    ['a student whose booking was cancelled', () => cancelled],
    ['a student whose paid booking was refunded', () => refunded],
    ['another tutor', () => otherTutor],
  ])('not to %s, on any read, nor in their calendar feed', async (_who, caller) => {
    const u = caller();
    for (const path of reads(u)) {
      const res = await ctx.app.request(path, { headers: { cookie: u.cookie, origin: 'http://localhost' } });
      expect(res.status, path).toBeLessThan(500);
      expectNoLeak(`${u.role} ${path}`, await res.text());
    }
    const feed = (await u.call('GET', '/api/calendar-feed')).json.url as string;
    expectNoLeak(`${u.role} feed`, await (await ctx.app.request(feed)).text());
  });

  it('while the class does see it (so the checks above look at a real value)', async () => {
    expect((await booked.call('GET', `/api/sessions/${id}`)).json.meetingUrl).toBe(MUST_NOT_LEAK.meetingUrl);
    expect((await tutor.call('GET', `/api/sessions/${id}`)).json.meetingUrl).toBe(MUST_NOT_LEAK.meetingUrl);
    const notices = async (u: TestUser) =>
      (await u.call('GET', '/api/notifications')).json.items.filter((n: { event: string }) => n.event === 'class-link-changed');
    expect(await notices(booked)).toEqual([expect.objectContaining({ joinUrl: MUST_NOT_LEAK.meetingUrl })]);
    // The students who left were told too; their notice stays, without the link.
    for (const u of [cancelled, refunded]) expect(await notices(u)).toEqual([expect.objectContaining({ title: 'Class link changed', joinUrl: null })]);
  });
});
