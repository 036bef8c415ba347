import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { materials, orders, studySessions, users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { insertSession } from '../../../tests/factories/sessions';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const otherTutor = await createUser(ctx, { role: 'Tutor' });
const booker = await createUser(ctx);
const outsider = await createUser(ctx);
const admin = await createUser(ctx, { role: 'Admin' });

const booked = await insertSession(ctx, tutor.email, { status: 'Accepted', title: 'Booked Session' });
const notBooked = await insertSession(ctx, otherTutor.email, { status: 'Accepted', title: 'Not Booked Session' });

/** An order of `student` for `sessionId`, straight into the database (booking is another module's). */
async function book(student: TestUser, sessionId: string) {
  const [s] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, student.email));
  await ctx.db.insert(orders).values({ studentId: s!.id, sessionId, sessionTitle: 'Booked', priceCents: 0 });
}

async function upload(owner: TestUser, sessionId: string, link = 'https://example.org/m') {
  const res = await owner.call('POST', '/api/materials', { body: { image: '/demo/cover-1.svg', link, sessionId } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json._id as string;
}

await book(booker, booked);
const bookedMaterial = await upload(tutor, booked, 'https://example.org/booked');
const otherMaterial = await upload(otherTutor, notBooked, 'https://example.org/other');
const idsOf = (list: { _id: string }[]) => list.map((m) => m._id);

describe('GET /api/booked-materials/{email}', () => {
  it('lists only materials of sessions the student has an order for, with the original API’s fields', async () => {
    const res = await booker.call('GET', `/api/booked-materials/${booker.email}`);
    expect(res.status).toBe(200);
    expect(idsOf(res.json)).toEqual([bookedMaterial]);
    expect(res.json[0]).toEqual({
      _id: bookedMaterial,
      materialId: bookedMaterial,
      image: '/demo/cover-1.svg',
      link: 'https://example.org/booked',
      sessionId: booked,
      tutormail: tutor.email,
      cover: '/demo/cover-1.svg',
      title: 'Booked Session',
    });
  });

  it('answers an empty list to a student who booked nothing', async () => {
    const res = await outsider.call('GET', `/api/booked-materials/${outsider.email}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it("answers 403 for another student's e-mail and for a tutor, 401 without a session; an admin may read", async () => {
    expect((await outsider.call('GET', `/api/booked-materials/${booker.email}`)).status).toBe(403);
    expect((await tutor.call('GET', `/api/booked-materials/${tutor.email}`)).status).toBe(403);
    expect((await tutor.call('GET', `/api/booked-materials/${booker.email}`)).status).toBe(403);
    expect((await call(ctx, 'GET', `/api/booked-materials/${booker.email}`)).status).toBe(401);
    const asAdmin = await admin.call('GET', `/api/booked-materials/${booker.email}`);
    expect(asAdmin.status).toBe(200);
    expect(idsOf(asAdmin.json)).toEqual([bookedMaterial]);
  });

  it('drops the materials of a session once it is deleted, though the order stays', async () => {
    const doomed = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    await book(booker, doomed);
    const doomedMaterial = await upload(tutor, doomed);
    expect(idsOf((await booker.call('GET', `/api/booked-materials/${booker.email}`)).json)).toContain(doomedMaterial);
    await ctx.db.delete(studySessions).where(eq(studySessions.id, doomed));
    expect(idsOf((await booker.call('GET', `/api/booked-materials/${booker.email}`)).json)).not.toContain(doomedMaterial);
    expect((await booker.call('GET', `/api/stu-mat/${doomedMaterial}`)).status).toBe(404);
  });
});

describe('GET /api/stu-mat/{id}', () => {
  it('answers a student with an order for its session, and an admin', async () => {
    const res = await booker.call('GET', `/api/stu-mat/${bookedMaterial}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ _id: bookedMaterial, materialId: bookedMaterial, tutormail: tutor.email, title: 'Booked Session' });
    expect((await admin.call('GET', `/api/stu-mat/${otherMaterial}`)).status).toBe(200);
  });

  it('answers 404 to everyone else, even with a valid id: a student who did not book, the tutors', async () => {
    expect((await outsider.call('GET', `/api/stu-mat/${bookedMaterial}`)).status).toBe(404);
    expect((await booker.call('GET', `/api/stu-mat/${otherMaterial}`)).status).toBe(404);
    expect((await tutor.call('GET', `/api/stu-mat/${bookedMaterial}`)).status).toBe(404);
    expect((await otherTutor.call('GET', `/api/stu-mat/${bookedMaterial}`)).status).toBe(404);
    expect((await booker.call('GET', `/api/stu-mat/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await booker.call('GET', '/api/stu-mat/not-an-id')).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/stu-mat/${bookedMaterial}`)).status).toBe(401);
  });
});

describe('GET /api/allmaterials and GET /api/ad-mat/{id}', () => {
  it("gives an admin every tutor's materials and one material with its session's title and id", async () => {
    const res = await admin.call('GET', '/api/allmaterials');
    expect(res.status).toBe(200);
    expect(idsOf(res.json)).toEqual(expect.arrayContaining([bookedMaterial, otherMaterial]));
    const one = await admin.call('GET', `/api/ad-mat/${otherMaterial}`);
    expect(one.status).toBe(200);
    expect(one.json).toMatchObject({ _id: otherMaterial, sessionId: notBooked, title: 'Not Booked Session', tutormail: otherTutor.email });
    expect((await admin.call('GET', `/api/ad-mat/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await admin.call('GET', '/api/ad-mat/x')).status).toBe(404);
  });

  it('answers 403 to tutors and students, 401 without a session', async () => {
    for (const user of [tutor, booker]) {
      expect((await user.call('GET', '/api/allmaterials')).status).toBe(403);
      expect((await user.call('GET', `/api/ad-mat/${bookedMaterial}`)).status).toBe(403);
    }
    expect((await call(ctx, 'GET', '/api/allmaterials')).status).toBe(401);
    expect((await call(ctx, 'GET', `/api/ad-mat/${bookedMaterial}`)).status).toBe(401);
  });
});

describe('DELETE /api/ad-del-mat/{id}', () => {
  it('lets only admins delete any material; it is then gone for its tutor and its students', async () => {
    const id = await upload(tutor, booked, 'https://example.org/moderated');
    expect((await tutor.call('DELETE', `/api/ad-del-mat/${id}`)).status).toBe(403);
    expect((await booker.call('DELETE', `/api/ad-del-mat/${id}`)).status).toBe(403);
    expect((await call(ctx, 'DELETE', `/api/ad-del-mat/${id}`)).status).toBe(401);
    expect(idsOf((await booker.call('GET', `/api/booked-materials/${booker.email}`)).json)).toContain(id);

    const res = await admin.call('DELETE', `/api/ad-del-mat/${id}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await ctx.db.select().from(materials).where(eq(materials.id, id))).toEqual([]);
    expect(idsOf((await booker.call('GET', `/api/booked-materials/${booker.email}`)).json)).not.toContain(id);
    expect(idsOf((await tutor.call('GET', `/api/mymaterials/${tutor.email}`)).json)).not.toContain(id);
    expect((await booker.call('GET', `/api/stu-mat/${id}`)).status).toBe(404);
    expect((await admin.call('DELETE', `/api/ad-del-mat/${id}`)).status).toBe(404);
    expect((await admin.call('DELETE', '/api/ad-del-mat/nope')).status).toBe(404);
  });
});
