import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { createUser, emulatorSignUp } from '../../../tests/factories/users';
import { MSG } from '../../../domain/messages';

const ctx = await setupApi();

describe('POST /api/users/{email}', () => {
  it('creates a Student whatever role and status the body claims', async () => {
    const email = `claims-admin-${Date.now()}@example.test`;
    const { idToken } = await emulatorSignUp(ctx.emulatorHost, email);
    const res = await call(ctx, 'POST', `/api/users/${email}`, {
      body: { email, name: 'Eve', image: '', role: 'Admin', status: 'Verified' },
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email, name: 'Eve', role: 'Student', status: null });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, email));
    expect(row!.role).toBe('Student');
  });

  it('keeps role and status on a later sign-in and refreshes name and photo', async () => {
    const tutor = await createUser(ctx, { role: 'Tutor' });
    const res = await call(ctx, 'POST', `/api/users/${tutor.email}`, {
      body: { email: tutor.email, name: 'New Name', image: 'https://example.com/me.png' },
      headers: { authorization: `Bearer ${tutor.idToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ name: 'New Name', image: 'https://example.com/me.png', role: 'Tutor', status: 'Verified' });
  });

  it('does not blank a known name when the profile is not updated yet', async () => {
    const user = await createUser(ctx, { name: 'Known Name' });
    const res = await call(ctx, 'POST', `/api/users/${user.email}`, {
      body: { email: user.email, name: null, image: null },
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    expect(res.json.name).toBe('Known Name');
  });

  it("refuses to write someone else's record with 403", async () => {
    const mallory = await createUser(ctx);
    const alice = await createUser(ctx);
    const res = await call(ctx, 'POST', `/api/users/${alice.email}`, {
      body: { email: alice.email, name: 'Owned' },
      headers: { authorization: `Bearer ${mallory.idToken}` },
    });
    expect(res.status).toBe(403);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, alice.email));
    expect(row!.name).not.toBe('Owned');
  });

  it('answers 400 with a message for a bad photo URL, and stores nothing', async () => {
    const email = `bad-photo-${Date.now()}@example.test`;
    const { idToken } = await emulatorSignUp(ctx.emulatorHost, email);
    const res = await call(ctx, 'POST', `/api/users/${email}`, {
      body: { email, name: 'X', image: 'javascript:alert(1)' },
      headers: { authorization: `Bearer ${idToken}` },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toContain('Invalid URL');
    expect(await ctx.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    const res = await call(ctx, 'POST', '/api/users/a@example.test', { body: { email: 'a@example.test' } });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/users/{email} and /api/users/role/{email}', () => {
  it('answers the caller themselves', async () => {
    const user = await createUser(ctx);
    const res = await user.call('GET', `/api/users/${user.email.toUpperCase()}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email: user.email, role: 'Student' });
  });

  it("answers 403 for another user's record", async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    expect((await a.call('GET', `/api/users/${b.email}`)).status).toBe(403);
    expect((await a.call('GET', `/api/users/role/${b.email}`)).status).toBe(403);
  });

  it('lets an admin read anyone', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const b = await createUser(ctx);
    expect((await admin.call('GET', `/api/users/role/${b.email}`)).json).toEqual({ role: 'Student' });
  });

  it('answers 401 without a session', async () => {
    expect((await call(ctx, 'GET', '/api/users/role/a@example.test')).status).toBe(401);
  });
});

describe('GET /api/teachers', () => {
  it('lists the users whose role is Tutor, publicly', async () => {
    const tutor = await createUser(ctx, { role: 'Tutor', name: 'Tutor Listed' });
    const student = await createUser(ctx);
    const res = await call(ctx, 'GET', '/api/teachers');
    expect(res.status).toBe(200);
    const emails = res.json.map((t: { email: string }) => t.email);
    expect(emails).toContain(tutor.email);
    expect(emails).not.toContain(student.email);
    expect(res.json.find((t: { email: string }) => t.email === tutor.email)).toEqual({
      _id: expect.any(String),
      name: 'Tutor Listed',
      email: tutor.email,
      image: '',
    });
  });
});

describe('PATCH /api/users/{email} (apply for the tutor role)', () => {
  it('sets a student to Requested, once: a second application answers 409 with a message', async () => {
    const student = await createUser(ctx);
    const res = await student.call('PATCH', `/api/users/${student.email}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email: student.email, role: 'Student', status: 'Requested' });

    const again = await student.call('PATCH', `/api/users/${student.email}`);
    expect(again.status).toBe(409);
    expect(again.json.error.message).toBe(MSG.users.alreadyApplied);
  });

  it('ignores a body that claims a role or a status', async () => {
    const student = await createUser(ctx);
    const res = await student.call('PATCH', `/api/users/${student.email}`, { body: { role: 'Admin', status: 'Verified' } });
    expect(res.status).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, student.email));
    expect(row).toMatchObject({ role: 'Student', status: 'Requested' });
  });

  it("refuses another student's application with 403 and changes nothing", async () => {
    const mallory = await createUser(ctx);
    const alice = await createUser(ctx);
    expect((await mallory.call('PATCH', `/api/users/${alice.email}`)).status).toBe(403);
    const [row] = await ctx.db.select().from(users).where(eq(users.email, alice.email));
    expect(row!.status).toBeNull();
  });

  it('does not let an admin apply on behalf of a student', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const student = await createUser(ctx);
    expect((await admin.call('PATCH', `/api/users/${student.email}`)).status).toBe(403);
  });

  it('answers 409 to a tutor or an admin applying for themselves', async () => {
    for (const role of ['Tutor', 'Admin'] as const) {
      const user = await createUser(ctx, { role });
      const res = await user.call('PATCH', `/api/users/${user.email}`);
      expect(res.status).toBe(409);
      expect(res.json.error.message).toBe(MSG.users.onlyStudentsApply);
      const [row] = await ctx.db.select().from(users).where(eq(users.email, user.email));
      expect(row).toMatchObject({ role, status: 'Verified' });
    }
  });

  it('lets a Verified student (a tutor made student again) apply', async () => {
    const student = await createUser(ctx);
    await ctx.db.update(users).set({ status: 'Verified' }).where(eq(users.email, student.email));
    expect((await student.call('PATCH', `/api/users/${student.email}`)).json.status).toBe('Requested');
  });

  it('counts two presses at the same moment once', async () => {
    const student = await createUser(ctx);
    const results = await Promise.all([1, 2, 3].map(() => student.call('PATCH', `/api/users/${student.email}`)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
  });

  it('answers 401 without a session and 415 for a non-JSON body', async () => {
    expect((await call(ctx, 'PATCH', '/api/users/a@example.test')).status).toBe(401);
    const student = await createUser(ctx);
    const res = await student.call('PATCH', `/api/users/${student.email}`, {
      body: 'role=Admin',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
  });
});
