/**
 * Endpoint × caller: fields private to a session's class must not leak. For each caller outside the
 * class (a visitor, a student who never booked, one whose booking was cancelled, another tutor),
 * every read that can mention the session is checked for each private field, both as a key and as
 * its value anywhere in the raw body. Add a field here when a new one is private to the class.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studySessions } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { insertSession } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { getPublicSessions } from './public-sessions-cache';

/** Private field → the distinctive value the session holds in it for this test. */
const MUST_NOT_LEAK = { meetingUrl: 'https://zoom.us/j/987654321?pwd=leak-canary' } as const;

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const otherTutor = await createUser(ctx, { role: 'Tutor' });
const student = await createUser(ctx);
const cancelled = await createUser(ctx);
const booked = await createUser(ctx);

const id = await insertSession(ctx, tutor.email, { status: 'Accepted', title: 'Private-link class' });
await ctx.db.update(studySessions).set(MUST_NOT_LEAK).where(eq(studySessions.id, id));
for (const u of [cancelled, booked]) expect((await u.call('POST', '/api/orders', { body: { sessionId: id } })).status).toBe(201);
const [order] = (await cancelled.call('GET', `/api/bookedsessions/${cancelled.email}`)).json;
expect((await cancelled.call('POST', `/api/orders/${order._id}/cancel`)).status).toBe(200);
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
  });
});
