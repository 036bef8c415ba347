import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { materials, users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { createUser } from '../../../tests/factories/users';
import { insertSession } from '../../../tests/factories/sessions';
import { MSG } from '../../../domain/messages';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const otherTutor = await createUser(ctx, { role: 'Tutor' });
const student = await createUser(ctx);
const admin = await createUser(ctx, { role: 'Admin' });

const UPLOADED = `/api/images/${'a'.repeat(64)}.png`;
const mySession = await insertSession(ctx, tutor.email, { status: 'Accepted', title: 'My Accepted Session' });
const theirSession = await insertSession(ctx, otherTutor.email, { status: 'Accepted' });

const materialCount = async () => (await ctx.db.select({ n: count() }).from(materials))[0]!.n;
const rowOf = async (id: string) => (await ctx.db.select().from(materials).where(eq(materials.id, id)))[0];
const body = (overrides: Record<string, unknown> = {}) => ({ image: UPLOADED, link: 'https://example.org/notes.pdf', sessionId: mySession, ...overrides });

/** A material of `owner` on `sessionId`, made through the API. */
async function upload(owner = tutor, sessionId = mySession, link = 'https://example.org/a') {
  const res = await owner.call('POST', '/api/materials', { body: body({ sessionId, link }) });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json._id as string;
}

describe('POST /api/materials', () => {
  it('stores a material for the tutor of the cookie, whatever tutormail says, and answers the original API’s fields', async () => {
    const res = await tutor.call('POST', '/api/materials', { body: body({ tutormail: otherTutor.email, link: '  https://example.org/x  ' }) });
    expect(res.status).toBe(201);
    expect(Object.keys(res.json).sort()).toEqual(['_id', 'cover', 'image', 'link', 'materialId', 'sessionId', 'title', 'tutormail']);
    expect(res.json).toMatchObject({
      image: UPLOADED,
      link: 'https://example.org/x',
      sessionId: mySession,
      tutormail: tutor.email,
      title: 'My Accepted Session',
      cover: '/demo/cover-1.svg',
      materialId: res.json._id,
    });
    const [tutorRow] = await ctx.db.select().from(users).where(eq(users.email, tutor.email));
    expect((await rowOf(res.json._id))!.tutorId).toBe(tutorRow!.id);
  });

  it('accepts an http(s) image URL and a session of any status the tutor owns', async () => {
    const pending = await insertSession(ctx, tutor.email, { status: 'Pending' });
    const res = await tutor.call('POST', '/api/materials', { body: body({ image: 'https://images.example.org/p.png', sessionId: pending }) });
    expect(res.status).toBe(201);
    expect(res.json.image).toBe('https://images.example.org/p.png');
  });

  it("answers 404 for another tutor's session or an unknown one, and stores nothing", async () => {
    const before = await materialCount();
    expect((await tutor.call('POST', '/api/materials', { body: body({ sessionId: theirSession }) })).status).toBe(404);
    expect((await tutor.call('POST', '/api/materials', { body: body({ sessionId: crypto.randomUUID() }) })).status).toBe(404);
    expect(await materialCount()).toBe(before);
  });

  it('refuses students and admins (403) and visitors (401)', async () => {
    const before = await materialCount();
    expect((await student.call('POST', '/api/materials', { body: body() })).status).toBe(403);
    expect((await admin.call('POST', '/api/materials', { body: body() })).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/materials', { body: body() })).status).toBe(401);
    expect(await materialCount()).toBe(before);
  });

  it.each([
    ['a javascript: link', { link: 'javascript:alert(document.cookie)' }, 'Invalid URL'],
    ['a JavaScript: link in capitals', { link: 'JAVASCRIPT:alert(1)' }, 'Invalid URL'],
    ['a data: link', { link: 'data:text/html,<script>alert(1)</script>' }, 'Invalid URL'],
    ['an ftp: link', { link: 'ftp://example.org/file' }, 'Invalid URL'],
    ['a relative link', { link: '/dashboard' }, 'Invalid URL'],
    ['a missing link', { link: undefined }, MSG.materials.linkRequired],
    ['a blank link', { link: '   ' }, MSG.materials.linkRequired],
    ['a missing image', { image: undefined }, MSG.materials.imageRequired],
    ['a javascript: image', { image: 'javascript:alert(1)' }, 'Invalid URL'],
    ['an image path that is not one of ours', { image: '/etc/passwd' }, 'Invalid URL'],
    ['a session id that is not an id', { sessionId: 'abc' }, MSG.materials.sessionRequired],
    ['a missing session id', { sessionId: undefined }, MSG.materials.sessionRequired],
  ])('answers 400 for %s with a clear message, and stores nothing', async (_case, overrides, message) => {
    const before = await materialCount();
    const res = await tutor.call('POST', '/api/materials', { body: body(overrides) });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toContain(message);
    expect(await materialCount()).toBe(before);
  });

  it('answers 415 for a form post, and stores nothing', async () => {
    const before = await materialCount();
    const res = await tutor.call('POST', '/api/materials', {
      body: `link=https://x.org&image=${UPLOADED}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(await materialCount()).toBe(before);
  });
});

describe('GET /api/mymaterials/{email}', () => {
  it("lists the tutor's own materials and none of another tutor's", async () => {
    const mine = await upload();
    const theirs = await upload(otherTutor, theirSession);
    const res = await tutor.call('GET', `/api/mymaterials/${tutor.email}`);
    expect(res.status).toBe(200);
    const ids = res.json.map((m: { _id: string }) => m._id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(res.json.every((m: { tutormail: string }) => m.tutormail === tutor.email)).toBe(true);
  });

  it("answers 403 for another tutor's list and a student's, 401 without a session; an admin may read", async () => {
    expect((await otherTutor.call('GET', `/api/mymaterials/${tutor.email}`)).status).toBe(403);
    expect((await student.call('GET', `/api/mymaterials/${student.email}`)).status).toBe(403);
    expect((await call(ctx, 'GET', `/api/mymaterials/${tutor.email}`)).status).toBe(401);
    const asAdmin = await admin.call('GET', `/api/mymaterials/${tutor.email}`);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.json.length).toBeGreaterThan(0);
  });
});

describe('GET /api/teach-material?sessId&email', () => {
  it('answers the owning tutor and admins; 404 for another tutor, 403 for a foreign e-mail or a student', async () => {
    const id = await upload();
    const q = (mail: string, sessId = id) => `/api/teach-material?sessId=${sessId}&email=${encodeURIComponent(mail)}`;
    const own = await tutor.call('GET', q(tutor.email));
    expect(own.status).toBe(200);
    expect(own.json).toMatchObject({ _id: id, tutormail: tutor.email, sessionId: mySession });
    expect((await admin.call('GET', q(tutor.email))).status).toBe(200);
    expect((await otherTutor.call('GET', q(otherTutor.email))).status).toBe(404);
    expect((await otherTutor.call('GET', q(tutor.email))).status).toBe(403);
    expect((await student.call('GET', q(student.email))).status).toBe(403);
    expect((await call(ctx, 'GET', q(tutor.email))).status).toBe(401);
    expect((await tutor.call('GET', q(tutor.email, crypto.randomUUID()))).status).toBe(404);
    expect((await tutor.call('GET', q(tutor.email, 'not-an-id'))).status).toBe(404);
    expect((await tutor.call('GET', `/api/teach-material?email=${tutor.email}`)).status).toBe(400);
  });
});

describe('PATCH /api/update-material/{id}', () => {
  const update = { image: `/api/images/${'b'.repeat(64)}.webp`, link: 'https://example.org/new' };

  it('replaces the image and link of the own material and reports modifiedCount', async () => {
    const id = await upload();
    const res = await tutor.call('PATCH', `/api/update-material/${id}`, { body: { ...update, sessionId: theirSession } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ acknowledged: true, modifiedCount: 1 });
    const row = await rowOf(id);
    expect(row).toMatchObject({ ...update, sessionId: mySession });
    expect((await tutor.call('PATCH', `/api/update-material/${id}`, { body: update })).json.modifiedCount).toBe(0);
  });

  it("answers 404 for another tutor's material and changes nothing; 403 for students and admins; 401 without a session", async () => {
    const id = await upload(tutor, mySession, 'https://example.org/kept');
    expect((await otherTutor.call('PATCH', `/api/update-material/${id}`, { body: update })).status).toBe(404);
    expect((await student.call('PATCH', `/api/update-material/${id}`, { body: update })).status).toBe(403);
    expect((await admin.call('PATCH', `/api/update-material/${id}`, { body: update })).status).toBe(403);
    expect((await call(ctx, 'PATCH', `/api/update-material/${id}`, { body: update })).status).toBe(401);
    expect((await rowOf(id))!.link).toBe('https://example.org/kept');
  });

  it('answers 400 for a bad link or a missing image, 404 for an unknown id, and changes nothing', async () => {
    const id = await upload(tutor, mySession, 'https://example.org/kept');
    const bad = await tutor.call('PATCH', `/api/update-material/${id}`, { body: { ...update, link: 'javascript:alert(1)' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain('Invalid URL');
    const noImage = await tutor.call('PATCH', `/api/update-material/${id}`, { body: { link: update.link } });
    expect(noImage.status).toBe(400);
    expect(noImage.json.error.message).toContain(MSG.materials.imageRequired);
    expect((await rowOf(id))!.link).toBe('https://example.org/kept');
    expect((await tutor.call('PATCH', `/api/update-material/${crypto.randomUUID()}`, { body: update })).status).toBe(404);
    expect((await tutor.call('PATCH', '/api/update-material/123', { body: update })).status).toBe(404);
  });
});

describe('DELETE /api/materials/{id}', () => {
  it("deletes only the tutor's own material: 404 for another tutor, 403 for students and admins", async () => {
    const id = await upload();
    expect((await otherTutor.call('DELETE', `/api/materials/${id}`)).status).toBe(404);
    expect((await student.call('DELETE', `/api/materials/${id}`)).status).toBe(403);
    expect((await admin.call('DELETE', `/api/materials/${id}`)).status).toBe(403);
    expect((await call(ctx, 'DELETE', `/api/materials/${id}`)).status).toBe(401);
    expect(await rowOf(id)).toBeDefined();

    const res = await tutor.call('DELETE', `/api/materials/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await rowOf(id)).toBeUndefined();
    expect((await tutor.call('DELETE', `/api/materials/${id}`)).status).toBe(404);
    expect((await tutor.call('DELETE', '/api/materials/not-an-id')).status).toBe(404);
  });
});
