import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { reviews, studySessions, users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { insertSession, sessionBody } from '../../../tests/factories/sessions';
import { createUser } from '../../../tests/factories/users';
import { followPublicSessionChanges, getPublicSessions, PUBLIC_SESSIONS_CHANNEL, publicSessionsChanged } from './public-sessions-cache';

const ctx = await setupApi();

describe('GET /api/sessions (public)', () => {
  it('lists Accepted sessions only, in the original API’s field names', async () => {
    const tutor = await createUser(ctx, { role: 'Tutor', name: 'Tess Tutor' });
    const [tutorRow] = await ctx.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, tutor.email) });
    const base = {
      tutorId: tutorRow!.id,
      cover: '/demo/cover-1.svg',
      description: 'A description',
      registrationStart: new Date('2030-01-01T09:00:00Z'),
      registrationEnd: new Date('2030-01-05T10:00:00Z'),
      classStart: new Date('2030-01-10T09:00:00Z'),
      classEnd: new Date('2030-01-10T11:30:00Z'),
    };
    await ctx.db.insert(studySessions).values([
      { ...base, title: 'Accepted one', status: 'Accepted', priceCents: 1250 },
      { ...base, title: 'Pending one', status: 'Pending' },
      { ...base, title: 'Rejected one', status: 'Rejected' },
    ]);
    publicSessionsChanged(ctx.db);

    const res = await call(ctx, 'GET', '/api/sessions');
    expect(res.status).toBe(200);
    expect(res.json.map((s: { title: string }) => s.title)).toEqual(['Accepted one']);
    expect(res.json[0]).toEqual({
      _id: expect.any(String),
      title: 'Accepted one',
      cover: '/demo/cover-1.svg',
      description: 'A description',
      duration: '2 hours 30 minutes',
      isoRS: '2030-01-01T09:00:00.000Z',
      isoRE: '2030-01-05T10:00:00.000Z',
      isoCS: '2030-01-10T09:00:00.000Z',
      isoCE: '2030-01-10T11:30:00.000Z',
      tutor: { name: 'Tess Tutor', email: tutor.email, image: '' },
      price: 12.5,
      status: 'Accepted',
      rating: { average: null, count: 0 },
      // Rows from before the column: the server's zone.
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      seats: null,
      seatsLeft: null,
    });
  });
});

describe('GET /api/sessions/{id}', () => {
  it('shows an Accepted session to every signed-in role', async () => {
    const owner = await createUser(ctx, { role: 'Tutor' });
    const id = await insertSession(ctx, owner.email, { status: 'Accepted', priceCents: 1250 });
    for (const role of ['Student', 'Tutor', 'Admin'] as const) {
      const res = await (await createUser(ctx, { role })).call('GET', `/api/sessions/${id}`);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ _id: id, price: 12.5, status: 'Accepted', rating: { average: null, count: 0 } });
    }
    expect((await call(ctx, 'GET', `/api/sessions/${id}`)).status).toBe(401);
  });

  it.each(['Pending', 'Rejected'] as const)('shows a %s session to its tutor and admins only; others get 404', async (status) => {
    const owner = await createUser(ctx, { role: 'Tutor' });
    const id = await insertSession(ctx, owner.email, { status });
    expect((await owner.call('GET', `/api/sessions/${id}`)).status).toBe(200);
    expect((await (await createUser(ctx, { role: 'Admin' })).call('GET', `/api/sessions/${id}`)).status).toBe(200);
    expect((await (await createUser(ctx, { role: 'Tutor' })).call('GET', `/api/sessions/${id}`)).status).toBe(404);
    expect((await (await createUser(ctx)).call('GET', `/api/sessions/${id}`)).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    const user = await createUser(ctx);
    expect((await user.call('GET', `/api/sessions/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await user.call('GET', '/api/sessions/abc')).status).toBe(404);
  });

  it('carries the average rating worked out by the database', async () => {
    const owner = await createUser(ctx, { role: 'Tutor' });
    const id = await insertSession(ctx, owner.email, { status: 'Accepted' });
    for (const rating of [5, 4, 4]) {
      const s = await createUser(ctx);
      const [row] = await ctx.db.select().from(users).where(eq(users.email, s.email));
      await ctx.db.insert(reviews).values({ studentId: row!.id, sessionId: id, rating, revDesc: 'ok' });
    }
    const res = await owner.call('GET', `/api/sessions/${id}`);
    expect(res.json.rating).toEqual({ average: 4.3, count: 3 });
  });
});

describe('GET /api/sessions from memory', () => {
  const titles = async () => (await call(ctx, 'GET', '/api/sessions')).json.map((s: { title: string }) => s.title);

  it('answers 304 to a matching If-None-Match, and serves gzip and brotli that decode to the same list', async () => {
    const first = await ctx.app.request('/api/sessions');
    const json = await first.text();
    const etag = first.headers.get('etag')!;
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    expect((await ctx.app.request('/api/sessions', { headers: { 'if-none-match': etag } })).status).toBe(304);

    for (const [accept, encoding, decode] of [
      ['gzip, deflate', 'gzip', gunzipSync],
      ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ] as const) {
      const res = await ctx.app.request('/api/sessions', { headers: { 'accept-encoding': accept } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(decode(Buffer.from(await res.arrayBuffer())).toString()).toBe(json);
      expect(res.headers.get('etag')).not.toBe(etag);
    }
    const refused = await ctx.app.request('/api/sessions', { headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(refused.headers.get('content-encoding')).toBe('gzip');
  });

  it('shows every change made through the API at once: accept, edit, reject, delete, rename', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const tutor = await createUser(ctx, { role: 'Tutor', name: 'Old Name' });
    const created = await tutor.call('POST', '/api/sessions', { body: sessionBody({ title: 'Cache probe' }) });
    const id = created.json._id as string;
    const before = await ctx.app.request('/api/sessions');
    const etag = before.headers.get('etag')!;
    expect(await titles()).not.toContain('Cache probe');

    await admin.call('PATCH', `/api/modify-session/${id}`, { body: { price: 12.5, status: 'Accepted' } });
    expect(await titles()).toContain('Cache probe');
    expect((await ctx.app.request('/api/sessions', { headers: { 'if-none-match': etag } })).status).toBe(200);

    await tutor.call('PATCH', `/api/update-session/${id}`, { body: sessionBody({ title: 'Cache probe, edited' }) });
    expect(await titles()).toContain('Cache probe, edited');

    await call(ctx, 'POST', `/api/users/${tutor.email}`, {
      body: { email: tutor.email, name: 'New Name', image: '' },
      headers: { authorization: `Bearer ${tutor.idToken}` },
    });
    const list = (await call(ctx, 'GET', '/api/sessions')).json as { _id: string; tutor: { name: string } }[];
    expect(list.find((s) => s._id === id)!.tutor.name).toBe('New Name');

    await admin.call('PATCH', `/api/modify-session/${id}`, { body: { price: 12.5, status: 'Rejected' } });
    expect(await titles()).not.toContain('Cache probe, edited');
    await tutor.call('PATCH', `/api/rereq-session/${id}`);
    await admin.call('PATCH', `/api/modify-session/${id}`, { body: { price: 12.5, status: 'Accepted' } });
    expect(await titles()).toContain('Cache probe, edited');
    await admin.call('DELETE', `/api/sessions/${id}`);
    expect(await titles()).not.toContain('Cache probe, edited');
  });

  it('never keeps a list built before a write that happened during the build', async () => {
    const tutor = await createUser(ctx, { role: 'Tutor' });
    publicSessionsChanged(ctx.db);
    const slow = getPublicSessions(ctx.db); // a build starts and reads the old rows
    await insertSession(ctx, tutor.email, { status: 'Accepted', title: 'Written mid-build' });
    await slow;
    expect(await titles()).toContain('Written mid-build');
  });
});

describe('changes made by other API processes (LISTEN/NOTIFY)', () => {
  const titles = async () => (await call(ctx, 'GET', '/api/sessions')).json.map((s: { title: string }) => s.title) as string[];

  it('a change another process announces shows at once; this process’s own notices are skipped', async () => {
    const stop = await followPublicSessionChanges(ctx.database);
    try {
      const tutor = await createUser(ctx, { role: 'Tutor' });
      const id = await insertSession(ctx, tutor.email, { status: 'Pending', title: 'Written by process B' });
      await publicSessionsChanged(ctx.db);
      await titles(); // built now, and fresh for the next 5 s
      // Accepted as another process would: straight in the database, without this process's signal.
      await ctx.db.update(studySessions).set({ status: 'Accepted' }).where(eq(studySessions.id, id));
      expect(await titles()).not.toContain('Written by process B');
      await ctx.db.execute(sql`select pg_notify(${PUBLIC_SESSIONS_CHANNEL}, 'process-b')`);
      await vi.waitFor(async () => expect(await titles()).toContain('Written by process B'), { timeout: 1_000, interval: 20 });

      // Its own notice (this database object's tag) does not rebuild the list a second time.
      await publicSessionsChanged(ctx.db);
      const fresh = await getPublicSessions(ctx.db);
      await new Promise((r) => setTimeout(r, 100));
      expect((await getPublicSessions(ctx.db)).builtAt).toBe(fresh.builtAt);
    } finally {
      await stop();
    }
  });

  it('the write functions announce their changes on the channel, not the routes', async () => {
    const heard: string[] = [];
    const stop = await ctx.database.listen(PUBLIC_SESSIONS_CHANNEL, { onNotify: (payload) => heard.push(payload) });
    try {
      const tutor = await createUser(ctx, { role: 'Tutor' });
      await tutor.call('POST', '/api/sessions', { body: sessionBody({ title: 'Announced' }) });
      await vi.waitFor(() => expect(heard.length).toBeGreaterThan(0), { timeout: 1_000, interval: 20 });
    } finally {
      await stop();
    }
  });
});
