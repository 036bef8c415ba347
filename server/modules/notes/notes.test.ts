import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../domain/constants';
import { notes } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { createUser, type TestUser } from '../../../tests/factories/users';

const ctx = await setupApi();

const T0 = Date.now() - 60_000;
const body = (over: Partial<{ id: string; title: string; description: string; updatedAt: number }> = {}) => ({
  id: randomUUID(),
  title: 'Limits',
  description: 'The limit of sin(x)/x at 0 is 1.',
  updatedAt: T0,
  ...over,
});
const post = (user: TestUser, b: unknown) => user.call('POST', '/api/notes', { body: b });
const rowOf = async (id: string) => (await ctx.db.select().from(notes).where(eq(notes.id, id)))[0];

describe('POST /api/notes', () => {
  it('creates the note for the signed-in student and says the write was applied', async () => {
    const student = await createUser(ctx, { name: 'Nora Notes' });
    const b = body();
    const res = await post(student, { ...b, student: { name: 'Nora Notes', email: student.email, image: '' } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      outcome: 'applied',
      note: { _id: b.id, student: { name: 'Nora Notes', email: student.email, image: '' }, title: b.title, description: b.description, updatedAt: T0 },
    });
    const list = await student.call('GET', `/api/notes/${student.email}`);
    expect(list.json.map((n: { _id: string }) => n._id)).toEqual([b.id]);
  });

  it('is idempotent: the same write twice keeps one note and answers applied both times', async () => {
    const student = await createUser(ctx);
    const b = body();
    expect((await post(student, b)).json.outcome).toBe('applied');
    expect((await post(student, b)).json.outcome).toBe('applied');
    expect(await ctx.db.select().from(notes).where(eq(notes.id, b.id))).toHaveLength(1);
  });

  it('keeps the newer version: a newer edit wins, an older or equally old one is answered stale with the winner', async () => {
    const student = await createUser(ctx);
    const b = body();
    await post(student, b);
    const newer = await post(student, { ...b, title: 'Newer', updatedAt: T0 + 10 });
    expect(newer.json).toMatchObject({ outcome: 'applied', note: { title: 'Newer', updatedAt: T0 + 10 } });

    const older = await post(student, { ...b, title: 'Older', updatedAt: T0 + 5 });
    expect(older.status).toBe(200);
    expect(older.json).toMatchObject({ outcome: 'stale', note: { _id: b.id, title: 'Newer', updatedAt: T0 + 10 } });

    const sameTime = await post(student, { ...b, title: 'Same time, other text', updatedAt: T0 + 10 });
    expect(sameTime.json).toMatchObject({ outcome: 'stale', note: { title: 'Newer' } });
    expect(await rowOf(b.id)).toMatchObject({ title: 'Newer', updatedAt: T0 + 10 });
  });

  it("answers 403 for another student's note id and leaves it unchanged", async () => {
    const alice = await createUser(ctx);
    const mallory = await createUser(ctx);
    const b = body();
    await post(alice, b);
    const res = await post(mallory, { ...b, title: 'Taken over', updatedAt: T0 + 1000 });
    expect(res.status).toBe(403);
    const row = await rowOf(b.id);
    expect(row).toMatchObject({ title: b.title, updatedAt: T0 });
    const [aliceNote] = (await alice.call('GET', `/api/notes/${alice.email}`)).json;
    expect(aliceNote.title).toBe(b.title);
  });

  it('answers 403 when the body names another student, and stores nothing', async () => {
    const alice = await createUser(ctx);
    const bob = await createUser(ctx);
    const b = body();
    const res = await post(alice, { ...b, student: { email: bob.email } });
    expect(res.status).toBe(403);
    expect(await rowOf(b.id)).toBeUndefined();
  });

  it('takes the owner from the session, never from the body', async () => {
    const alice = await createUser(ctx);
    const bob = await createUser(ctx);
    const b = body();
    await post(alice, { ...b, studentId: bob.uid, student_id: bob.uid });
    expect((await bob.call('GET', `/api/notes/${bob.email}`)).json).toEqual([]);
    expect((await alice.call('GET', `/api/notes/${alice.email}`)).json).toHaveLength(1);
  });

  it('never brings a deleted note back, and says it was deleted', async () => {
    const student = await createUser(ctx);
    const b = body();
    await post(student, b);
    expect((await student.call('DELETE', `/api/notes/${b.id}`)).status).toBe(200);
    const res = await post(student, { ...b, title: 'Edited offline later', updatedAt: T0 + 99_999 });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ outcome: 'deleted', note: null });
    expect((await student.call('GET', `/api/notes/${student.email}`)).json).toEqual([]);
    expect((await student.call('GET', `/api/note/${b.id}`)).status).toBe(404);
    expect((await rowOf(b.id))!.deletedAt).not.toBeNull();
  });

  it.each([
    [{ title: '   ' }, 'title: Title is required.'],
    [{ description: '' }, 'description: Description is required.'],
    [{ title: 'a'.repeat(LIMITS.noteTitle + 1) }, `title: Title must be at most ${LIMITS.noteTitle} characters.`],
    [{ description: 'a'.repeat(LIMITS.noteDescription + 1) }, `description: Description must be at most ${LIMITS.noteDescription} characters.`],
    [{ id: 'not-a-uuid' }, 'id: The note id must be a UUID.'],
    [{ updatedAt: 12.5 }, 'updatedAt: updatedAt must be a time in milliseconds.'],
  ])('answers 400 for %j with a clear message, and stores nothing', async (over, message) => {
    const student = await createUser(ctx);
    const b = { ...body(), ...over };
    const res = await post(student, b);
    expect(res.status).toBe(400);
    expect(res.json.error.message).toBe(message);
    expect((await student.call('GET', `/api/notes/${student.email}`)).json).toEqual([]);
  });

  it('answers 400 for an edit stamped more than a day ahead of the server', async () => {
    const student = await createUser(ctx);
    const res = await post(student, body({ updatedAt: Date.now() + 2 * 24 * 60 * 60 * 1000 }));
    expect(res.status).toBe(400);
    expect(res.json.error.message).toMatch(/clock/);
  });

  it('accepts a title and description exactly at the limits', async () => {
    const student = await createUser(ctx);
    const res = await post(student, body({ title: 't'.repeat(LIMITS.noteTitle), description: 'd'.repeat(LIMITS.noteDescription) }));
    expect(res.status).toBe(200);
  });

  it('answers 403 for tutors and admins, and 401 without a session', async () => {
    const tutor = await createUser(ctx, { role: 'Tutor' });
    const admin = await createUser(ctx, { role: 'Admin' });
    expect((await post(tutor, body())).status).toBe(403);
    expect((await post(admin, body())).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/notes', { body: body() })).status).toBe(401);
  });
});

describe('GET /api/notes/{email}', () => {
  it("lists the student's live notes, newest edit first", async () => {
    const student = await createUser(ctx);
    const a = body({ title: 'A', updatedAt: T0 });
    const b = body({ title: 'B', updatedAt: T0 + 5 });
    const gone = body({ title: 'Gone', updatedAt: T0 + 9 });
    for (const n of [a, b, gone]) await post(student, n);
    await student.call('DELETE', `/api/notes/${gone.id}`);
    const res = await student.call('GET', `/api/notes/${student.email}`);
    expect(res.status).toBe(200);
    expect(res.json.map((n: { title: string }) => n.title)).toEqual(['B', 'A']);
    expect(res.json[0]).toEqual({
      _id: b.id,
      student: { name: student.name, email: student.email, image: '' },
      title: 'B',
      description: b.description,
      updatedAt: T0 + 5,
    });
  });

  it('adds tombstones, without their content, for the sync engine when asked', async () => {
    const student = await createUser(ctx);
    const live = body();
    const gone = body({ title: 'Secret' });
    await post(student, live);
    await post(student, gone);
    await student.call('DELETE', `/api/notes/${gone.id}`);
    const res = await student.call('GET', `/api/notes/${student.email}?deleted=include`);
    const tomb = res.json.find((n: { _id: string }) => n._id === gone.id);
    expect(tomb).toMatchObject({ _id: gone.id, deleted: true, title: '', description: '' });
    expect(res.json.find((n: { _id: string }) => n._id === live.id).deleted).toBeUndefined();
    expect((await student.call('GET', `/api/notes/${student.email}?deleted=maybe`)).status).toBe(400);
  });

  it('lets an admin read any student; another student or a tutor gets 403; no session gets 401', async () => {
    const student = await createUser(ctx);
    await post(student, body());
    const admin = await createUser(ctx, { role: 'Admin' });
    const other = await createUser(ctx);
    const tutor = await createUser(ctx, { role: 'Tutor' });
    expect((await admin.call('GET', `/api/notes/${student.email}`)).json).toHaveLength(1);
    expect((await other.call('GET', `/api/notes/${student.email}`)).status).toBe(403);
    expect((await tutor.call('GET', `/api/notes/${student.email}`)).status).toBe(403);
    expect((await call(ctx, 'GET', `/api/notes/${student.email}`)).status).toBe(401);
  });
});

describe('GET /api/note/{id}', () => {
  it('answers the owner; anyone else, a deleted and an unknown id get 404', async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const b = body();
    await post(owner, b);
    const res = await owner.call('GET', `/api/note/${b.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ _id: b.id, title: b.title, student: { email: owner.email } });
    expect((await other.call('GET', `/api/note/${b.id}`)).status).toBe(404);
    expect((await owner.call('GET', `/api/note/${randomUUID()}`)).status).toBe(404);
    await owner.call('DELETE', `/api/notes/${b.id}`);
    expect((await owner.call('GET', `/api/note/${b.id}`)).status).toBe(404);
  });

  it('answers 403 for the wrong role, 404 for a malformed id (decision 013) and 401 without a session', async () => {
    const tutor = await createUser(ctx, { role: 'Tutor' });
    const student = await createUser(ctx);
    expect((await tutor.call('GET', `/api/note/${randomUUID()}`)).status).toBe(403);
    expect((await student.call('GET', '/api/note/123')).status).toBe(404);
    expect((await student.call('DELETE', '/api/notes/123')).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/note/${randomUUID()}`)).status).toBe(401);
  });
});

describe('DELETE /api/notes/{id}', () => {
  it('deletes the owner’s note, and a second delete also succeeds', async () => {
    const student = await createUser(ctx);
    const b = body();
    await post(student, b);
    const first = await student.call('DELETE', `/api/notes/${b.id}`);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ _id: b.id, deleted: true });
    expect((await student.call('DELETE', `/api/notes/${b.id}`)).status).toBe(200);
    expect(await rowOf(b.id)).toMatchObject({ title: '', description: '' });
  });

  it('succeeds for an id the server never saw, and that id can then never be written', async () => {
    const student = await createUser(ctx);
    const b = body();
    expect((await student.call('DELETE', `/api/notes/${b.id}`)).status).toBe(200);
    // The create that was still on its way arrives after the delete.
    expect((await post(student, b)).json.outcome).toBe('deleted');
    expect((await student.call('GET', `/api/notes/${student.email}`)).json).toEqual([]);
  });

  it('accepts a DELETE as a browser sends it: an empty body stream with no Content-Length or Content-Type', async () => {
    const student = await createUser(ctx);
    const b = body();
    await post(student, b);
    const res = await ctx.app.request(
      new Request(`http://localhost/api/notes/${b.id}`, {
        method: 'DELETE',
        headers: { origin: 'http://localhost', cookie: student.cookie },
        body: new ReadableStream({ start: (controller) => controller.close() }),
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(200);
    expect((await rowOf(b.id))!.deletedAt).not.toBeNull();
  });

  it("answers 404 for another student's note and leaves it alone", async () => {
    const owner = await createUser(ctx);
    const other = await createUser(ctx);
    const b = body();
    await post(owner, b);
    expect((await other.call('DELETE', `/api/notes/${b.id}`)).status).toBe(404);
    expect(await rowOf(b.id)).toMatchObject({ title: b.title, deletedAt: null });
  });

  it('answers 403 for tutors and admins, and 401 without a session', async () => {
    const tutor = await createUser(ctx, { role: 'Tutor' });
    const admin = await createUser(ctx, { role: 'Admin' });
    const id = randomUUID();
    expect((await tutor.call('DELETE', `/api/notes/${id}`)).status).toBe(403);
    expect((await admin.call('DELETE', `/api/notes/${id}`)).status).toBe(403);
    expect((await call(ctx, 'DELETE', `/api/notes/${id}`)).status).toBe(401);
    expect(await rowOf(id)).toBeUndefined();
  });
});
