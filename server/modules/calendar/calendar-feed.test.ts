/** The private calendar feed (issue 14): its URL, its token, what each role's feed lists, rotation. */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../../../scripts/lib/emulator.mjs';
import { createApp } from '../../app';
import { firebaseIdentity } from '../../auth/identity';
import { calendarFeeds, users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { insertTimedSession, readIcs } from '../../../tests/factories/calendar';
import { insertSession, sessionBody } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const admin = await createUser(ctx, { role: 'Admin' });

const FEED_URL = /^http:\/\/localhost\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

async function feedUrl(user: TestUser): Promise<string> {
  const res = await user.call('GET', '/api/calendar-feed');
  expect(res.status).toBe(200);
  expect(res.json.url).toMatch(FEED_URL);
  return res.json.url;
}

/** The feed as a calendar app fetches it: no cookie, no Origin. */
async function fetchFeed(url: string) {
  const res = await ctx.app.request(url);
  return { status: res.status, headers: res.headers, text: await res.text() };
}

const titles = async (url: string) => readIcs((await fetchFeed(url)).text).events.map((e) => e.SUMMARY);

async function book(student: TestUser, sessionId: string) {
  const res = await student.call('POST', '/api/orders', { body: { sessionId } });
  expect(res.status).toBe(201);
  return res.json._id as string;
}

describe('GET /api/calendar-feed', () => {
  it('needs a signed-in user', async () => {
    expect((await call(ctx, 'GET', '/api/calendar-feed')).status).toBe(401);
    expect((await call(ctx, 'POST', '/api/calendar-feed/rotate')).status).toBe(401);
  });

  it('answers the same private URL on every call, for every role, with a 256-bit token of its own', async () => {
    const student = await createUser(ctx);
    const urls = [];
    for (const user of [student, tutor, admin]) {
      const url = await feedUrl(user);
      expect(await feedUrl(user)).toBe(url);
      urls.push(url);
    }
    expect(new Set(urls).size).toBe(3);
    // 43 base64url characters carry 258 bits, of which the 32-byte token fills 256.
    const token = FEED_URL.exec(urls[0]!)![1]!;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('keeps only the SHA-256 of the token: no piece of it is in the table', async () => {
    const student = await createUser(ctx);
    const token = FEED_URL.exec(await feedUrl(student))![1]!;
    const [row] = await ctx.db.select().from(calendarFeeds).innerJoin(users, eq(users.id, calendarFeeds.userId)).where(eq(users.email, student.email));
    expect(row!.calendar_feeds.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    const stored = JSON.stringify(await ctx.db.select().from(calendarFeeds));
    for (let i = 0; i + 8 <= token.length; i++) expect(stored).not.toContain(token.slice(i, i + 8));
  });
});

describe('GET /api/calendar/{token}.ics', () => {
  it('lists a student’s booked sessions, opened without a cookie', async () => {
    const student = await createUser(ctx);
    const booked = await insertSession(ctx, tutor.email, { status: 'Accepted', title: 'Booked class' });
    await insertSession(ctx, tutor.email, { status: 'Accepted', title: 'Not booked' });
    await book(student, booked);
    const res = await fetchFeed(await feedUrl(student));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { calendar, events } = readIcs(res.text);
    expect(calendar['X-WR-CALNAME']).toBe('StudyHub');
    expect(events.map((e) => [e.SUMMARY, e.UID])).toEqual([['Booked class', `${booked}@studyhub.sessions`]]);
  });

  it('lists a tutor’s Accepted sessions only, soonest first, and none of another tutor’s', async () => {
    const own = await createUser(ctx, { role: 'Tutor' });
    const at = (iso: string) => ({ classStart: new Date(iso), classEnd: new Date(Date.parse(iso) + 3_600_000) });
    await insertTimedSession(ctx, own.email, { title: 'Later', ...at('2031-02-01T10:00:00Z') });
    await insertTimedSession(ctx, own.email, { title: 'Sooner', ...at('2031-01-01T10:00:00Z') });
    await insertTimedSession(ctx, own.email, { title: 'Waiting', status: 'Pending', ...at('2031-01-02T10:00:00Z') });
    await insertTimedSession(ctx, own.email, { title: 'Refused', status: 'Rejected', ...at('2031-01-03T10:00:00Z') });
    await insertTimedSession(ctx, tutor.email, { title: 'Someone else’s', ...at('2031-01-04T10:00:00Z') });
    expect(await titles(await feedUrl(own))).toEqual(['Sooner', 'Later']);
  });

  it('is an empty calendar for an admin, who books and teaches nothing', async () => {
    const res = await fetchFeed(await feedUrl(admin));
    expect(res.status).toBe(200);
    expect(readIcs(res.text).events).toEqual([]);
  });

  it('follows changes at once: an edit shows, a deleted or no longer Accepted session leaves', async () => {
    const student = await createUser(ctx);
    const kept = await insertSession(ctx, tutor.email, { status: 'Accepted', title: 'Kept' });
    const deleted = await insertSession(ctx, tutor.email, { status: 'Accepted', title: 'Deleted' });
    const refused = await insertSession(ctx, tutor.email, { status: 'Accepted', title: 'Refused later' });
    for (const id of [kept, deleted, refused]) await book(student, id);
    const url = await feedUrl(student);
    expect((await titles(url)).sort()).toEqual(['Deleted', 'Kept', 'Refused later']);

    expect((await admin.call('DELETE', `/api/sessions/${deleted}`)).status).toBe(200);
    expect((await admin.call('PATCH', `/api/modify-session/${refused}`, { body: { status: 'Rejected', price: 0 } })).status).toBe(200);
    const edit = await admin.call('PATCH', `/api/updsessad/${kept}`, { body: sessionBody({ title: 'Kept, renamed' }) });
    expect(edit.status).toBe(200);
    expect(await titles(url)).toEqual(['Kept\\, renamed']);
  });

  it('drops a booking the student cancelled, and shows it again when they book again (issue 15)', async () => {
    const student = await createUser(ctx);
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', title: 'Changed my mind' });
    const orderId = await book(student, id);
    const url = await feedUrl(student);
    expect(await titles(url)).toEqual(['Changed my mind']);
    expect((await student.call('POST', `/api/orders/${orderId}/cancel`)).status).toBe(200);
    expect(await titles(url)).toEqual([]);
    await book(student, id);
    expect(await titles(url)).toEqual(['Changed my mind']);
  });

  it.each(['nope.ics', `${'A'.repeat(43)}.ics`, 'A'.repeat(43), `${'A'.repeat(44)}.ics`, '%00.ics', '%E0%A4%A.ics', `${'x'.repeat(5000)}.ics`])(
    'answers 404 for %j',
    async (file) => {
      const res = await fetchFeed(`/api/calendar/${file}`);
      expect(res.status).toBe(404);
    },
  );

  it('answers HEAD, as some calendar apps check a feed before reading it', async () => {
    const url = await feedUrl(await createUser(ctx));
    const res = await ctx.app.request(url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  });
});

describe('POST /api/calendar-feed/rotate', () => {
  it('replaces the URL: the old one answers 404, the new one 200, and GET shows the new one', async () => {
    const student = await createUser(ctx);
    const old = await feedUrl(student);
    const res = await student.call('POST', '/api/calendar-feed/rotate');
    expect(res.status).toBe(200);
    expect(res.json.url).toMatch(FEED_URL);
    expect(res.json.url).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(res.json.url)).status).toBe(200);
    expect(await feedUrl(student)).toBe(res.json.url);
    // Twice in a row still moves it.
    const again = (await student.call('POST', '/api/calendar-feed/rotate')).json.url;
    expect(again).not.toBe(res.json.url);
    expect((await fetchFeed(res.json.url)).status).toBe(404);
  });

  it('works before any GET, and only from our own origin', async () => {
    const student = await createUser(ctx);
    const foreign = await student.call('POST', '/api/calendar-feed/rotate', { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    const res = await student.call('POST', '/api/calendar-feed/rotate');
    expect((await fetchFeed(res.json.url)).status).toBe(200);
  });
});

describe('a new login secret', () => {
  it('retires every feed URL, and the next visit hands out a working one', async () => {
    const student = await createUser(ctx);
    const old = await feedUrl(student);
    const identity = firebaseIdentity({ projectId: PROJECT_ID, emulator: true });
    const config = { ...ctx.config, loginSecret: new TextEncoder().encode('another-secret-another-secret-another-1') };
    const app = createApp({ db: ctx.db, identity, config, storage: ctx.storage });
    expect((await app.request(old)).status).toBe(404);
    // The old cookie is signed with the old secret too, so sign in again through the new app.
    const jwt = await app.request('/api/jwt', {
      method: 'POST',
      headers: { origin: 'http://localhost', 'content-type': 'application/json', authorization: `Bearer ${student.idToken}` },
      body: JSON.stringify({ email: student.email }),
    });
    const cookie = /^([^=]+=[^;]*)/.exec(jwt.headers.get('set-cookie') ?? '')![1]!;
    const fresh = (await (await app.request('/api/calendar-feed', { headers: { cookie } })).json()) as { url: string };
    expect(fresh.url).not.toBe(old);
    expect((await app.request(fresh.url)).status).toBe(200);
    expect((await app.request(old)).status).toBe(404);
  });
});
