import { and, eq, notInArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { MSG } from '../../../domain/messages';

const ctx = await setupApi();
const admin = await createUser(ctx, { role: 'Admin' });

const setRole = (by: TestUser, email: string, role: string, extra: object = { status: 'Verified' }) =>
  by.call('PATCH', `/api/user/role/${email}`, { body: { role, ...extra } });
const rowOf = async (email: string) => (await ctx.db.select().from(users).where(eq(users.email, email)))[0]!;

describe('PATCH /api/user/role/{email}', () => {
  it('changes the role and always sets the status to Verified', async () => {
    const student = await createUser(ctx);
    await student.call('PATCH', `/api/users/${student.email}`);
    const res = await setRole(admin, student.email, 'Tutor');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email: student.email, role: 'Tutor', status: 'Verified' });
    expect(await rowOf(student.email)).toMatchObject({ role: 'Tutor', status: 'Verified' });
    // The status may be left out; it still becomes Verified.
    expect((await setRole(admin, student.email, 'Student', {})).json).toMatchObject({ role: 'Student', status: 'Verified' });
  });

  it("applies to the user's very next request, with the same cookie", async () => {
    const user = await createUser(ctx);
    expect((await user.call('GET', `/api/allusers/${user.email}`)).status).toBe(403);
    await setRole(admin, user.email, 'Admin');
    expect((await user.call('GET', `/api/users/role/${user.email}`)).json).toEqual({ role: 'Admin' });
    expect((await user.call('GET', `/api/allusers/${user.email}`)).status).toBe(200);
    await setRole(admin, user.email, 'Tutor');
    expect((await user.call('GET', `/api/allusers/${user.email}`)).status).toBe(403);
  });

  it('refuses a student making themselves admin, and changes nothing', async () => {
    const student = await createUser(ctx);
    const res = await setRole(student, student.email, 'Admin');
    expect(res.status).toBe(403);
    expect(await rowOf(student.email)).toMatchObject({ role: 'Student', status: null });
  });

  it('refuses a tutor changing anyone, themselves included, with 403', async () => {
    const tutor = await createUser(ctx, { role: 'Tutor' });
    const student = await createUser(ctx);
    expect((await setRole(tutor, tutor.email, 'Admin')).status).toBe(403);
    expect((await setRole(tutor, student.email, 'Tutor')).status).toBe(403);
    expect((await rowOf(student.email)).role).toBe('Student');
  });

  it('answers 400 for a role that is not one of the three, or a status other than Verified', async () => {
    const student = await createUser(ctx);
    for (const role of ['Superuser', 'admin', '', null]) {
      const res = await setRole(admin, student.email, role as string);
      expect(res.status).toBe(400);
      expect(res.json.error.message).toContain(MSG.users.roleInvalid);
    }
    expect((await setRole(admin, student.email, 'Tutor', { status: 'Requested' })).status).toBe(400);
    expect(await rowOf(student.email)).toMatchObject({ role: 'Student', status: null });
  });

  it('answers 404 for an unknown user and 401 without a session', async () => {
    expect((await setRole(admin, 'nobody-here@example.test', 'Tutor')).status).toBe(404);
    expect((await call(ctx, 'PATCH', `/api/user/role/${admin.email}`, { body: { role: 'Student' } })).status).toBe(401);
  });
});

describe('the last admin', () => {
  /** Leaves exactly these admins in the database. */
  async function onlyAdmins(...keep: TestUser[]) {
    await ctx.db
      .update(users)
      .set({ role: 'Tutor' })
      .where(
        and(
          eq(users.role, 'Admin'),
          notInArray(
            users.email,
            keep.map((u) => u.email),
          ),
        ),
      );
    for (const u of keep) await ctx.db.update(users).set({ role: 'Admin' }).where(eq(users.email, u.email));
  }

  it('cannot be demoted, not even by themselves (409, nothing changes)', async () => {
    await onlyAdmins(admin);
    for (const role of ['Tutor', 'Student']) {
      const res = await setRole(admin, admin.email, role);
      expect(res.status).toBe(409);
      expect(res.json.error.message).toBe(MSG.users.lastAdmin);
    }
    expect((await rowOf(admin.email)).role).toBe('Admin');
    // Setting Admin again is harmless.
    expect((await setRole(admin, admin.email, 'Admin')).status).toBe(200);
  });

  it('can step down once there is another admin', async () => {
    const second = await createUser(ctx, { role: 'Admin' });
    await onlyAdmins(admin, second);
    expect((await setRole(second, second.email, 'Tutor')).status).toBe(200);
    expect((await setRole(admin, admin.email, 'Tutor')).status).toBe(409);
  });

  it('survives two admins demoting each other at the same moment', async () => {
    const a = await createUser(ctx, { role: 'Admin' });
    const b = await createUser(ctx, { role: 'Admin' });
    try {
      // Several rounds, so a race that only sometimes loses would show.
      for (let round = 0; round < 5; round++) {
        await onlyAdmins(a, b);
        const [ab, ba] = await Promise.all([setRole(a, b.email, 'Tutor'), setRole(b, a.email, 'Tutor')]);
        // One wins. The other is refused: 409 if it got past the role check before the winner
        // committed, 403 if it arrived after and its caller is no longer an admin.
        const statuses = [ab.status, ba.status].sort();
        expect(statuses[0]).toBe(200);
        expect([403, 409]).toContain(statuses[1]);
        const left = await ctx.db.select({ email: users.email }).from(users).where(eq(users.role, 'Admin'));
        expect(left).toHaveLength(1);
      }
    } finally {
      await onlyAdmins(admin);
    }
  });
});

describe('PATCH /api/user/reject/{email}', () => {
  it('clears a Requested status, and the student can apply again', async () => {
    const student = await createUser(ctx);
    await student.call('PATCH', `/api/users/${student.email}`);
    const res = await admin.call('PATCH', `/api/user/reject/${student.email}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email: student.email, role: 'Student', status: null });
    expect((await student.call('PATCH', `/api/users/${student.email}`)).json.status).toBe('Requested');
  });

  it('answers 409 for a user without a request, and 404 for an unknown one', async () => {
    const student = await createUser(ctx);
    const tutor = await createUser(ctx, { role: 'Tutor' });
    for (const email of [student.email, tutor.email]) {
      const res = await admin.call('PATCH', `/api/user/reject/${email}`);
      expect(res.status).toBe(409);
      expect(res.json.error.message).toBe(MSG.users.notRequested);
    }
    expect((await rowOf(tutor.email)).status).toBe('Verified');
    expect((await admin.call('PATCH', '/api/user/reject/nobody-here@example.test')).status).toBe(404);
  });

  it('is for admins only: a student rejecting their own request, or a tutor, gets 403', async () => {
    const student = await createUser(ctx);
    const tutor = await createUser(ctx, { role: 'Tutor' });
    await student.call('PATCH', `/api/users/${student.email}`);
    expect((await student.call('PATCH', `/api/user/reject/${student.email}`)).status).toBe(403);
    expect((await tutor.call('PATCH', `/api/user/reject/${student.email}`)).status).toBe(403);
    expect((await call(ctx, 'PATCH', `/api/user/reject/${student.email}`)).status).toBe(401);
    expect((await rowOf(student.email)).status).toBe('Requested');
  });
});
