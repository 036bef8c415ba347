/**
 * Two API processes on one PostgreSQL, as behind a load balancer (issue 18): what one process does,
 * the other sees. Each is the real server (server/index.ts) in its own process, on its own port.
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../db/client';
import { jobs, notifications, users } from '../db/schema';
import { sessionBody } from '../../tests/factories/sessions';
import { makePng } from '../../tests/factories/images';
import { cookieFrom, emulatorSignUp } from '../../tests/factories/users';
import { startServer } from '../../tests/setup/start-server';
import { createPostgresDatabase } from '../../tests/setup/test-database';

const emulatorHost = inject('authEmulatorHost');
const { url, drop } = await createPostgresDatabase();
// Each has its own DATA_DIR, as separate machines would: the cookie-signing secret must be shared.
const env = {
  DATABASE_URL: url,
  SESSION_SECRET: randomUUID() + randomUUID(),
  STATIC_DIR: '',
  SEED_DEMO: 'false',
  AUTH_RATE_LIMIT: '4',
  TRUST_PROXY: 'true',
  LOG_REQUESTS: 'false',
};
// A migrates; B starts once A is up, as a second machine would.
const a = await startServer({ emulatorHost, log: path.join(os.tmpdir(), `two-processes-a-${process.pid}.log`), env });
const b = await startServer({ emulatorHost, log: path.join(os.tmpdir(), `two-processes-b-${process.pid}.log`), env });
const database = await openDatabase({ kind: 'postgres', url, max: 2 });
afterAll(async () => {
  await Promise.all([a.stop(), b.stop()]);
  await database.close();
  await drop();
});

type Server = typeof a;

/** A request as the browser sends it to that server: its own Origin, a cookie, JSON. */
async function send(server: Server, method: string, route: string, options: { cookie?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { origin: server.baseURL, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body: FormData | string | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] = 'application/json';
  }
  return fetch(`${server.baseURL}${route}`, { method, headers, body });
}

/** A new account signed in through `server`, with the role set in the database; from its own client address. */
async function signIn(server: Server, role: 'Student' | 'Tutor' | 'Admin') {
  const email = `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
  const { idToken } = await emulatorSignUp(emulatorHost, email);
  const headers = { authorization: `Bearer ${idToken}`, 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` };
  expect((await send(server, 'POST', `/api/users/${email}`, { body: { email, name: role, image: '' }, headers })).status).toBe(200);
  await database.db.update(users).set({ role, status: 'Verified' }).where(eq(users.email, email));
  const jwt = await send(server, 'POST', '/api/jwt', { body: { email }, headers });
  expect(jwt.status).toBe(200);
  return { email, cookie: cookieFrom(jwt.headers)! };
}

const titlesOn = async (server: Server) => ((await (await send(server, 'GET', '/api/sessions')).json()) as { title: string }[]).map((s) => s.title);

describe('two API processes on one PostgreSQL', () => {
  it('a session accepted through A is on B’s public list within a second', async () => {
    const tutor = await signIn(a, 'Tutor');
    const admin = await signIn(a, 'Admin');
    const created = await send(a, 'POST', '/api/sessions', { cookie: tutor.cookie, body: sessionBody({ title: 'Accepted on A' }) });
    expect(created.status).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    expect(await titlesOn(b)).not.toContain('Accepted on A'); // B has built and holds its list now

    const accepted = await send(a, 'PATCH', `/api/modify-session/${id}`, { cookie: admin.cookie, body: { price: 0, status: 'Accepted' } });
    expect(accepted.status).toBe(200);
    const since = performance.now();
    while (!(await titlesOn(b)).includes('Accepted on A')) {
      expect(performance.now() - since).toBeLessThan(1_000);
      await new Promise((r) => setTimeout(r, 25));
    }
    expect(performance.now() - since).toBeLessThan(1_000);
  });

  it('an image uploaded through A is served by B, with the same caching', async () => {
    const tutor = await signIn(a, 'Tutor');
    const png = makePng(6, 4, [7, 8, 9]);
    const form = new FormData();
    form.append('image', new Blob([png as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'cover.png');
    const uploaded = await send(a, 'POST', '/api/images', { cookie: tutor.cookie, body: form });
    expect(uploaded.status).toBe(200);
    const { data } = (await uploaded.json()) as { data: { display_url: string } };
    const served = await send(b, 'GET', data.display_url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(png));
    const again = await send(b, 'GET', data.display_url, { headers: { 'if-none-match': served.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it('logout through A ends the session on B too', async () => {
    const student = await signIn(a, 'Student');
    expect((await send(b, 'GET', `/api/users/${student.email}`, { cookie: student.cookie })).status).toBe(200);
    expect((await send(a, 'GET', '/api/logout', { cookie: student.cookie })).status).toBe(200);
    expect((await send(b, 'GET', `/api/users/${student.email}`, { cookie: student.cookie })).status).toBe(401);
  });

  it('a job runs once: a class reminder is sent once though both processes work the queue', async () => {
    const tutor = await signIn(a, 'Tutor');
    const admin = await signIn(b, 'Admin');
    const student = await signIn(b, 'Student');
    // A class 24 hours and 8 seconds away: its 24-hour reminder falls due 8 s after it is booked.
    const now = Date.now() + 8_000;
    const at = (hours: number) => new Date(now + hours * 3_600_000).toISOString();
    const created = await send(a, 'POST', '/api/sessions', {
      cookie: tutor.cookie,
      body: sessionBody({ title: 'Reminded once', isoRS: at(-1), isoRE: at(23), isoCS: at(24), isoCE: at(25) }),
    });
    expect(created.status).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };
    expect((await send(b, 'PATCH', `/api/modify-session/${id}`, { cookie: admin.cookie, body: { price: 0, status: 'Accepted' } })).status).toBe(200);
    expect((await send(a, 'POST', '/api/orders', { cookie: student.cookie, body: { sessionId: id } })).status).toBe(201);

    const key = `reminder:${id}:24h`;
    const job = async () => (await database.db.select().from(jobs).where(eq(jobs.key, key)))[0];
    const since = Date.now();
    while (!(await job())?.doneAt) {
      expect(Date.now() - since).toBeLessThan(30_000);
      await new Promise((r) => setTimeout(r, 250));
    }
    // Both workers poll every 5 s: give each another turn, then count.
    await new Promise((r) => setTimeout(r, 6_000));
    expect(await job()).toMatchObject({ attempts: 1, outcome: 'sent' });
    const reminders = await database.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.subjectId, id), eq(notifications.event, 'class-reminder')));
    expect(reminders).toHaveLength(2); // the student and the tutor, once each
    expect(new Set(reminders.map((r) => r.userId)).size).toBe(2);
  }, 60_000);

  it('the sign-in rate limit counts the requests made to both', async () => {
    const client = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (const server of [a, b, a, b, a, b]) {
      statuses.push((await send(server, 'POST', '/api/jwt', { body: { email: 'x@example.test' }, headers: client })).status);
    }
    // AUTH_RATE_LIMIT is 4 per process's configuration; counted apart, each would have allowed 4.
    expect(statuses.slice(0, 4)).not.toContain(429);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });
});
