import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { materials, orders, reviews, studySessions, users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { createUser } from '../../../tests/factories/users';
import { insertSession, sessionBody } from '../../../tests/factories/sessions';
import { MSG } from '../../../domain/messages';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor', name: 'Tina Tutor' });
const otherTutor = await createUser(ctx, { role: 'Tutor' });
const student = await createUser(ctx);
const admin = await createUser(ctx, { role: 'Admin' });

const sessionCount = async () => (await ctx.db.select({ n: count() }).from(studySessions))[0]!.n;
const rowOf = async (id: string) => (await ctx.db.select().from(studySessions).where(eq(studySessions.id, id)))[0];

describe('POST /api/sessions', () => {
  it('creates a Pending session at price 0 for the tutor of the cookie, whatever the body claims', async () => {
    const res = await tutor.call('POST', '/api/sessions', {
      body: sessionBody({
        title: '  Trimmed title  ',
        duration: '99 hours',
        tutor: { name: 'Mallory', email: otherTutor.email, image: '' },
        status: 'Accepted',
        price: 99,
      }),
    });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      title: 'Trimmed title',
      status: 'Pending',
      price: 0,
      duration: '2 hours 30 minutes',
      tutor: { name: 'Tina Tutor', email: tutor.email },
    });
    const row = await rowOf(res.json._id);
    const [tutorRow] = await ctx.db.select().from(users).where(eq(users.email, tutor.email));
    expect(row!.tutorId).toBe(tutorRow!.id);
  });

  it('refuses students and admins (403) and visitors (401)', async () => {
    const before = await sessionCount();
    expect((await student.call('POST', '/api/sessions', { body: sessionBody() })).status).toBe(403);
    expect((await admin.call('POST', '/api/sessions', { body: sessionBody() })).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/sessions', { body: sessionBody() })).status).toBe(401);
    expect(await sessionCount()).toBe(before);
  });

  it.each([
    ['a missing title', { title: undefined }, 'Title is required.'],
    ['a blank description', { description: '   ' }, 'Description is required.'],
    ['a missing cover', { cover: '' }, MSG.sessions.coverRequired],
    ['a javascript: cover', { cover: 'javascript:alert(1)' }, 'Invalid URL'],
    ['a bad date', { isoRS: 'not-a-date' }, MSG.sessions.dateInvalid],
    ['a date without a zone', { isoCS: '2030-01-01 09:00' }, MSG.sessions.dateInvalid],
    ['registration ending before it starts', { isoRS: '2030-01-05T10:00:00.000Z', isoRE: '2030-01-05T09:00:00.000Z' }, MSG.sessions.registrationOrder],
    ['a class ending when it starts', { isoCS: '2030-01-10T09:00:00.000Z', isoCE: '2030-01-10T09:00:00.000Z' }, MSG.sessions.classOrder],
    ['a description over the limit', { description: 'x'.repeat(5001) }, 'Description must be at most 5000 characters.'],
  ])('answers 400 for %s with a clear message, and stores nothing', async (_case, overrides, message) => {
    const before = await sessionCount();
    const res = await tutor.call('POST', '/api/sessions', { body: sessionBody(overrides) });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toContain(message);
    expect(await sessionCount()).toBe(before);
  });

  it('answers 413 for a huge body, and stores nothing', async () => {
    const before = await sessionCount();
    const res = await tutor.call('POST', '/api/sessions', { body: sessionBody({ description: 'x'.repeat(400_000) }) });
    expect(res.status).toBe(413);
    expect(await sessionCount()).toBe(before);
  });
});

describe('GET /api/created-sessions/{email}', () => {
  it("lists the tutor's own sessions in every status, and nobody else's", async () => {
    const mine = await insertSession(ctx, tutor.email, { status: 'Rejected' });
    const theirs = await insertSession(ctx, otherTutor.email, { status: 'Accepted' });
    const res = await tutor.call('GET', `/api/created-sessions/${tutor.email}`);
    expect(res.status).toBe(200);
    const ids = res.json.map((s: { _id: string }) => s._id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(res.json.every((s: { tutor: { email: string } }) => s.tutor.email === tutor.email)).toBe(true);
  });

  it("answers 403 for another tutor's list and for a student's own", async () => {
    expect((await otherTutor.call('GET', `/api/created-sessions/${tutor.email}`)).status).toBe(403);
    expect((await student.call('GET', `/api/created-sessions/${student.email}`)).status).toBe(403);
    expect((await call(ctx, 'GET', `/api/created-sessions/${tutor.email}`)).status).toBe(401);
  });

  it("lets an admin read a tutor's list", async () => {
    const res = await admin.call('GET', `/api/created-sessions/${tutor.email}`);
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
  });
});

describe('GET /api/teach-sessions?sessId&tutorMail', () => {
  it('answers the owning tutor and admins; another tutor gets 404 or 403', async () => {
    const id = await insertSession(ctx, tutor.email);
    const q = (mail: string) => `/api/teach-sessions?sessId=${id}&tutorMail=${encodeURIComponent(mail)}`;
    const own = await tutor.call('GET', q(tutor.email));
    expect(own.status).toBe(200);
    expect(own.json._id).toBe(id);
    expect((await admin.call('GET', q(tutor.email))).status).toBe(200);
    expect((await otherTutor.call('GET', q(otherTutor.email))).status).toBe(404);
    expect((await otherTutor.call('GET', q(tutor.email))).status).toBe(403);
    expect((await student.call('GET', q(student.email))).status).toBe(403);
    expect((await tutor.call('GET', `/api/teach-sessions?tutorMail=${tutor.email}`)).status).toBe(400);
    expect((await tutor.call('GET', `/api/teach-sessions?sessId=nope&tutorMail=${tutor.email}`)).status).toBe(404);
  });
});

describe('PATCH /api/update-session/{id}', () => {
  it('changes title, cover, description and times, never price or status, and reports modifiedCount', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 1250 });
    const body = sessionBody({ title: 'New title', cover: '/demo/cover-3.svg', price: 0, status: 'Pending' });
    const res = await tutor.call('PATCH', `/api/update-session/${id}`, { body });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ acknowledged: true, modifiedCount: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ title: 'New title', cover: '/demo/cover-3.svg', status: 'Accepted', priceCents: 1250 });

    const same = await tutor.call('PATCH', `/api/update-session/${id}`, { body });
    expect(same.json.modifiedCount).toBe(0);
  });

  it('answers 404 to another tutor (IDOR) and leaves the session alone; 403 to students and admins', async () => {
    const id = await insertSession(ctx, tutor.email, { title: 'Untouched' });
    const body = sessionBody({ title: 'Hijacked' });
    expect((await otherTutor.call('PATCH', `/api/update-session/${id}`, { body })).status).toBe(404);
    expect((await student.call('PATCH', `/api/update-session/${id}`, { body })).status).toBe(403);
    expect((await admin.call('PATCH', `/api/update-session/${id}`, { body })).status).toBe(403);
    expect((await rowOf(id))!.title).toBe('Untouched');
  });

  it('answers 400 for an end before its start, and 404 for an unknown or malformed id', async () => {
    const id = await insertSession(ctx, tutor.email, { title: 'Keep me' });
    const bad = await tutor.call('PATCH', `/api/update-session/${id}`, {
      body: sessionBody({ title: 'Changed', isoCS: '2030-01-10T11:00:00.000Z', isoCE: '2030-01-10T10:00:00.000Z' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain(MSG.sessions.classOrder);
    expect((await rowOf(id))!.title).toBe('Keep me');
    expect((await tutor.call('PATCH', `/api/update-session/${crypto.randomUUID()}`, { body: sessionBody() })).status).toBe(404);
    expect((await tutor.call('PATCH', '/api/update-session/not-an-id', { body: sessionBody() })).status).toBe(404);
  });
});

describe('PATCH /api/rereq-session/{id}', () => {
  it('moves a Rejected session back to Pending, only for its tutor', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Rejected' });
    expect((await otherTutor.call('PATCH', `/api/rereq-session/${id}`)).status).toBe(404);
    expect((await student.call('PATCH', `/api/rereq-session/${id}`)).status).toBe(403);
    expect((await admin.call('PATCH', `/api/rereq-session/${id}`)).status).toBe(403);
    expect((await rowOf(id))!.status).toBe('Rejected');

    const res = await tutor.call('PATCH', `/api/rereq-session/${id}`);
    expect(res.status).toBe(200);
    expect(res.json.modifiedCount).toBe(1);
    expect((await rowOf(id))!.status).toBe('Pending');
  });

  it.each(['Pending', 'Accepted'] as const)('answers 409 for a %s session and changes nothing', async (status) => {
    const id = await insertSession(ctx, tutor.email, { status });
    const res = await tutor.call('PATCH', `/api/rereq-session/${id}`);
    expect(res.status).toBe(409);
    expect((await rowOf(id))!.status).toBe(status);
  });
});

describe('DELETE /api/delete-session/{id}', () => {
  it('deletes with its materials and reviews, and keeps orders as records without the session', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 0, title: 'Going away' });
    const [tutorRow] = await ctx.db.select().from(users).where(eq(users.email, tutor.email));
    const [studentRow] = await ctx.db.select().from(users).where(eq(users.email, student.email));
    await ctx.db.insert(materials).values({ sessionId: id, tutorId: tutorRow!.id, image: '/demo/cover-1.svg', link: 'https://example.com' });
    await ctx.db.insert(orders).values({ studentId: studentRow!.id, sessionId: id, sessionTitle: 'Going away', priceCents: 0 });
    await ctx.db.insert(reviews).values({ studentId: studentRow!.id, sessionId: id, rating: 5, revDesc: 'Great' });

    expect((await otherTutor.call('DELETE', `/api/delete-session/${id}`)).status).toBe(404);
    expect((await student.call('DELETE', `/api/delete-session/${id}`)).status).toBe(403);
    expect((await admin.call('DELETE', `/api/delete-session/${id}`)).status).toBe(403);
    expect(await rowOf(id)).toBeDefined();

    const res = await tutor.call('DELETE', `/api/delete-session/${id}`);
    expect(res.status).toBe(200);
    expect(res.json.deletedCount).toBe(1);
    expect(await rowOf(id)).toBeUndefined();
    expect(await ctx.db.select().from(materials).where(eq(materials.sessionId, id))).toHaveLength(0);
    expect(await ctx.db.select().from(reviews).where(eq(reviews.sessionId, id))).toHaveLength(0);
    const kept = await ctx.db.select().from(orders).where(eq(orders.studentId, studentRow!.id));
    expect(kept.find((o) => o.sessionTitle === 'Going away')).toMatchObject({ sessionId: null, priceCents: 0 });
    // The student's order read for that id finds nothing live any more.
    const read = await student.call('GET', `/api/orders?stuEmail=${student.email}&sessionId=${id}`);
    expect(read.json).toEqual([]);

    expect((await tutor.call('DELETE', `/api/delete-session/${id}`)).status).toBe(404);
  });
});
