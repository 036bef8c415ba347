import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studySessions } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { createUser } from '../../../tests/factories/users';
import { insertSession, sessionBody } from '../../../tests/factories/sessions';
import { MSG } from '../../../domain/messages';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const student = await createUser(ctx);
const admin = await createUser(ctx, { role: 'Admin' });

const rowOf = async (id: string) => (await ctx.db.select().from(studySessions).where(eq(studySessions.id, id)))[0];

describe('GET /api/allsessions', () => {
  it('lists every session in every status for admins only', async () => {
    const ids = await Promise.all((['Pending', 'Accepted', 'Rejected'] as const).map((status) => insertSession(ctx, tutor.email, { status })));
    const res = await admin.call('GET', '/api/allsessions');
    expect(res.status).toBe(200);
    const listed = res.json.map((s: { _id: string }) => s._id);
    for (const id of ids) expect(listed).toContain(id);
    expect((await tutor.call('GET', '/api/allsessions')).status).toBe(403);
    expect((await student.call('GET', '/api/allsessions')).status).toBe(403);
    expect((await call(ctx, 'GET', '/api/allsessions')).status).toBe(401);
  });
});

describe('PATCH /api/modify-session/{id}', () => {
  it('sets price and status; an admin may set any status from any status', async () => {
    const id = await insertSession(ctx, tutor.email);
    const res = await admin.call('PATCH', `/api/modify-session/${id}`, { body: { price: 12.5, status: 'Accepted' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect(await rowOf(id)).toMatchObject({ priceCents: 1250, status: 'Accepted' });

    for (const status of ['Rejected', 'Accepted', 'Pending', 'Rejected'] as const) {
      expect((await admin.call('PATCH', `/api/modify-session/${id}`, { body: { price: 0.29, status } })).status).toBe(200);
      expect(await rowOf(id)).toMatchObject({ priceCents: 29, status });
    }
    const same = await admin.call('PATCH', `/api/modify-session/${id}`, { body: { price: 0.29, status: 'Rejected' } });
    expect(same.json.modifiedCount).toBe(0);
  });

  it.each([
    ['a negative price', { price: -1, status: 'Accepted' }, MSG.sessions.priceInvalid],
    ['a three-decimal price', { price: 12.505, status: 'Accepted' }, MSG.sessions.priceInvalid],
    ['a price as text', { price: '12.50', status: 'Accepted' }, MSG.sessions.priceRequired],
    ['a missing price', { status: 'Accepted' }, MSG.sessions.priceRequired],
    ['an unknown status', { price: 10, status: 'Approved' }, MSG.sessions.statusInvalid],
    ['a missing status', { price: 10 }, MSG.sessions.statusInvalid],
    ['a price above the limit', { price: 1e9, status: 'Accepted' }, 'at most'],
  ])('answers 400 for %s with a clear message, and changes nothing', async (_case, body, message) => {
    const id = await insertSession(ctx, tutor.email, { priceCents: 500, status: 'Pending' });
    const res = await admin.call('PATCH', `/api/modify-session/${id}`, { body });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toContain(message);
    expect(await rowOf(id)).toMatchObject({ priceCents: 500, status: 'Pending' });
  });

  it('refuses tutors (even on their own session) and students with 403', async () => {
    const id = await insertSession(ctx, tutor.email);
    const body = { price: 0, status: 'Accepted' };
    expect((await tutor.call('PATCH', `/api/modify-session/${id}`, { body })).status).toBe(403);
    expect((await student.call('PATCH', `/api/modify-session/${id}`, { body })).status).toBe(403);
    expect((await rowOf(id))!.status).toBe('Pending');
  });

  it('answers 404 for an unknown id', async () => {
    const res = await admin.call('PATCH', `/api/modify-session/${crypto.randomUUID()}`, { body: { price: 1, status: 'Accepted' } });
    expect(res.status).toBe(404);
  });
});

describe('PATCH /api/updsessad/{id}', () => {
  it("lets an admin customise any tutor's session, keeping price, status and tutor", async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 900 });
    const res = await admin.call('PATCH', `/api/updsessad/${id}`, { body: sessionBody({ title: 'Customised' }) });
    expect(res.status).toBe(200);
    expect(res.json.modifiedCount).toBe(1);
    expect(await rowOf(id)).toMatchObject({ title: 'Customised', status: 'Accepted', priceCents: 900 });
  });

  it('refuses tutors and students with 403 and bad input with 400', async () => {
    const id = await insertSession(ctx, tutor.email, { title: 'Original' });
    expect((await tutor.call('PATCH', `/api/updsessad/${id}`, { body: sessionBody() })).status).toBe(403);
    expect((await student.call('PATCH', `/api/updsessad/${id}`, { body: sessionBody() })).status).toBe(403);
    const bad = await admin.call('PATCH', `/api/updsessad/${id}`, {
      body: sessionBody({ title: 'Changed', isoRS: '2030-02-02T10:00:00.000Z', isoRE: '2030-02-01T10:00:00.000Z' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain(MSG.sessions.registrationOrder);
    expect((await rowOf(id))!.title).toBe('Original');
  });
});

describe('DELETE /api/sessions/{id}', () => {
  it('lets admins delete; tutors (even the owner) and students get 403', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    expect((await tutor.call('DELETE', `/api/sessions/${id}`)).status).toBe(403);
    expect((await student.call('DELETE', `/api/sessions/${id}`)).status).toBe(403);
    expect((await call(ctx, 'DELETE', `/api/sessions/${id}`)).status).toBe(401);
    expect(await rowOf(id)).toBeDefined();
    const res = await admin.call('DELETE', `/api/sessions/${id}`);
    expect(res.status).toBe(200);
    expect(res.json.deletedCount).toBe(1);
    expect(await rowOf(id)).toBeUndefined();
    expect((await admin.call('DELETE', `/api/sessions/${id}`)).status).toBe(404);
  });
});
