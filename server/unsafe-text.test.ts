/**
 * Text the database cannot store (issue 13, failure 1): a NUL, another control character or a lone
 * surrogate in any free-text field, query parameter or path parameter answers 400 with a clear
 * message and changes nothing, on both engines. Before the fix a NUL answered 500 (PostgreSQL 22021).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../domain/messages';
import { notes, orders, reviews, studySessions, users } from './db/schema';
import { call, setupApi } from '../tests/setup/api-context';
import { insertSession, sessionBody } from '../tests/factories/sessions';
import { createUser, emulatorSignUp, TEST_PASSWORD } from '../tests/factories/users';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const admin = await createUser(ctx, { role: 'Admin' });
const student = await createUser(ctx);

/** Each refused kind of character, inside otherwise ordinary text. */
const BAD: [string, string][] = [
  ['a NUL', 'a\u0000b'],
  ['a lone high surrogate', 'a\uD800b'],
  ['a lone low surrogate', 'a\uDC00b'],
  ['a bell', 'a\u0007b'],
  ['an escape', 'a\u001Bb'],
  ['a DEL', 'a\u007Fb'],
  ['a C1 control', 'a\u0085b'],
];

/**
 * A value as a URL carries it. A lone surrogate has no UTF-8 form: a client can only send the bytes
 * of one (%ED%A0%80), which no decoder turns back into a surrogate, so the server reads them as plain
 * text; what matters there is that nothing answers 5xx.
 */
const inUrl = (value: string) => {
  try {
    return { text: encodeURIComponent(value), refused: true };
  } catch {
    return { text: value.replace(/[\uD800-\uDFFF]/g, '%ED%A0%80'), refused: false };
  }
};

const expect400 = (res: { status: number; json: any }, label: string, refused = true) => {
  if (!refused) return expect(res.status).toBeLessThan(500);
  expect(res.status).toBe(400);
  expect(res.json.error.code).toBe('bad_request');
  expect(res.json.error.message).toContain(MSG.validation.unsafeText(label));
};

const noteBody = (over: Record<string, unknown> = {}) => ({ id: randomUUID(), title: 'T', description: 'D', updatedAt: Date.now() - 1000, ...over });
const sessionRow = async (id: string) => (await ctx.db.select().from(studySessions).where(eq(studySessions.id, id)))[0]!;

describe.each(BAD)('%s', (_kind, bad) => {
  it('is refused in a note title and description', async () => {
    for (const field of ['title', 'description'] as const) {
      const body = noteBody({ [field]: bad });
      expect400(await student.call('POST', '/api/notes', { body }), field === 'title' ? 'Title' : 'Description');
      expect(await ctx.db.select().from(notes).where(eq(notes.id, body.id))).toHaveLength(0);
    }
  });

  it('is refused in a session title and description: create, tutor edit and admin edit', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Pending' });
    const before = await sessionRow(id);
    for (const field of ['title', 'description'] as const) {
      const label = field === 'title' ? 'Title' : 'Description';
      const body = sessionBody({ [field]: bad });
      const created = await tutor.call('POST', '/api/sessions', { body });
      expect400(created, label);
      expect400(await tutor.call('PATCH', `/api/update-session/${id}`, { body }), label);
      expect400(await admin.call('PATCH', `/api/updsessad/${id}`, { body }), label);
    }
    expect(await sessionRow(id)).toEqual(before);
    expect(await ctx.db.select().from(studySessions).where(eq(studySessions.title, `Linear Algebra Basics`))).toHaveLength(0);
  });

  it('is refused in a review text', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    expect((await student.call('POST', '/api/orders', { body: { sessionId: id } })).status).toBe(201);
    expect400(await student.call('POST', '/api/reviews', { body: { sessionId: id, rating: 4, revDesc: bad } }), 'Review');
    expect(await ctx.db.select().from(reviews).where(eq(reviews.sessionId, id))).toHaveLength(0);
  });

  it("is refused in the user's name", async () => {
    const email = `named-${randomUUID().slice(0, 8)}@example.test`;
    const { idToken } = await emulatorSignUp(ctx.emulatorHost, email);
    const res = await call(ctx, 'POST', `/api/users/${email}`, { body: { email, name: bad }, headers: { authorization: `Bearer ${idToken}` } });
    expect400(res, 'Name');
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it("is refused in the admin's user search, by name and by e-mail", async () => {
    const { text: q, refused } = inUrl(bad);
    for (const param of ['searchQueryN', 'searchQueryE']) {
      expect400(await admin.call('GET', `/api/allusers/${admin.email}?${param}=${q}`), param, refused);
    }
  });

  it('is refused in every other query parameter, with 400 and never a 500', async () => {
    const { text: q, refused } = inUrl(bad);
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    const cases: [string, string][] = [
      [`/api/orders?stuEmail=${q}&sessionId=${id}`, 'stuEmail'],
      [`/api/orders?stuEmail=${student.email}&sessionId=${q}`, 'sessionId'],
      [`/api/reviews?sessId=${q}`, 'sessId'],
      [`/api/notes/${student.email}?deleted=${q}`, 'deleted'],
    ];
    for (const [path, param] of cases) expect400(await student.call('GET', path), param, refused);
    expect400(await tutor.call('GET', `/api/teach-sessions?sessId=${q}&tutorMail=${tutor.email}`), 'sessId', refused);
    expect400(await tutor.call('GET', `/api/teach-sessions?sessId=${id}&tutorMail=${q}`), 'tutorMail', refused);
    expect400(await tutor.call('GET', `/api/teach-material?sessId=${q}&email=${tutor.email}`), 'sessId', refused);
  });

  it('never answers 500 in a path parameter', async () => {
    const p = inUrl(bad).text;
    const calls: [typeof student, string, string][] = [
      [student, 'GET', `/api/users/${p}`],
      [student, 'GET', `/api/users/role/${p}`],
      [student, 'PATCH', `/api/users/${p}`],
      [student, 'GET', `/api/notes/${p}`],
      [student, 'GET', `/api/note/${p}`],
      [student, 'DELETE', `/api/notes/${p}`],
      [student, 'GET', `/api/bookedsessions/${p}`],
      [student, 'GET', `/api/booked-materials/${p}`],
      [student, 'GET', `/api/sessions/${p}`],
      [student, 'GET', `/api/stu-mat/${p}`],
      [student, 'GET', `/api/images/${p}`],
      [tutor, 'GET', `/api/created-sessions/${p}`],
      [tutor, 'GET', `/api/mymaterials/${p}`],
      [tutor, 'PATCH', `/api/update-session/${p}`],
      [tutor, 'DELETE', `/api/delete-session/${p}`],
      [admin, 'GET', `/api/allusers/${p}`],
      [admin, 'PATCH', `/api/user/role/${p}`],
      [admin, 'PATCH', `/api/user/reject/${p}`],
      [admin, 'PATCH', `/api/modify-session/${p}`],
      [admin, 'DELETE', `/api/sessions/${p}`],
      [admin, 'GET', `/api/ad-mat/${p}`],
    ];
    for (const [user, method, path] of calls) {
      const res = await user.call(method, path, method === 'GET' || method === 'DELETE' ? {} : { body: {} });
      expect({ method, path, status: res.status }).toEqual({ method, path, status: expect.toSatisfy((s: number) => s >= 400 && s < 500) });
    }
  });
});

describe('what is still accepted', () => {
  it('keeps tabs and line breaks, and stores a Windows line break as "\\n"', async () => {
    const body = noteBody({ title: 'Tab\there', description: 'line 1\r\nline 2\rline 3\nline 4 😀' });
    const res = await student.call('POST', '/api/notes', { body });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(notes).where(eq(notes.id, body.id));
    expect(row).toMatchObject({ title: 'Tab\there', description: 'line 1\nline 2\nline 3\nline 4 😀' });
  });

  it('books and reviews with a multi-line review', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    await student.call('POST', '/api/orders', { body: { sessionId: id } });
    const res = await student.call('POST', '/api/reviews', { body: { sessionId: id, rating: 5, revDesc: 'Clear.\r\nKind.' } });
    expect(res.status).toBe(201);
    expect(res.json.revDesc).toBe('Clear.\nKind.');
    expect(await ctx.db.select().from(orders).where(eq(orders.sessionId, id))).toHaveLength(1);
  });
});

describe('a name from the identity provider', () => {
  it('is stored without the characters the database refuses, rather than failing the sign-in', async () => {
    const email = `idp-${randomUUID().slice(0, 8)}@example.test`;
    const { idToken } = await emulatorSignUp(ctx.emulatorHost, email);
    const update = await fetch(`http://${ctx.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:update?key=test-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken, displayName: 'Ann\u0000 Lee\u001B', returnSecureToken: true }),
    });
    expect(((await update.json()) as { displayName: string }).displayName).toBe('Ann\u0000 Lee\u001B');
    // A fresh sign-in, so the ID token carries the new name.
    const signIn = await fetch(`http://${ctx.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: TEST_PASSWORD, returnSecureToken: true }),
    });
    const { idToken: fresh } = (await signIn.json()) as { idToken: string };
    const res = await call(ctx, 'POST', '/api/jwt', { body: { email }, headers: { authorization: `Bearer ${fresh}` } });
    expect(res.status).toBe(200);
    expect((await ctx.db.select().from(users).where(eq(users.email, email)))[0]!.name).toBe('Ann Lee');
  });
});
