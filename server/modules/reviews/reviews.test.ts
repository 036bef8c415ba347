import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews, users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { insertSession } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const reviewer = await createUser(ctx, { name: 'Rita Reviewer' });
const student = await createUser(ctx);
const admin = await createUser(ctx, { role: 'Admin' });

async function review(user: TestUser, sessionId: string, rating: number, revDesc: string) {
  const [row] = await ctx.db.select().from(users).where(eq(users.email, user.email));
  await ctx.db.insert(reviews).values({ studentId: row!.id, sessionId, rating, revDesc });
}

describe('GET /api/reviews?sessId', () => {
  it('lists the reviews of a visible session to any signed-in role', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    await review(reviewer, id, 4, 'Helpful and clear.');
    for (const user of [student, tutor, admin, reviewer]) {
      const res = await user.call('GET', `/api/reviews?sessId=${id}`);
      expect(res.status).toBe(200);
      expect(res.json).toEqual([
        {
          _id: expect.any(String),
          student: { name: 'Rita Reviewer', email: expect.any(String), image: '' },
          sessionId: id,
          revDesc: 'Helpful and clear.',
          rating: 4,
        },
      ]);
    }
  });

  it("shows a reviewer's e-mail only to themselves and to admins", async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    await review(reviewer, id, 5, 'Great.');
    const email = async (user: TestUser) => (await user.call('GET', `/api/reviews?sessId=${id}`)).json[0].student.email;
    expect(await email(student)).toBe('');
    expect(await email(tutor)).toBe('');
    expect(await email(reviewer)).toBe(reviewer.email);
    expect(await email(admin)).toBe(reviewer.email);
  });

  it('answers an empty list for a session without reviews', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    expect((await student.call('GET', `/api/reviews?sessId=${id}`)).json).toEqual([]);
  });

  it('answers 404 for a session the caller may not see, 400 for a bad id and 401 without a session', async () => {
    const pending = await insertSession(ctx, tutor.email, { status: 'Pending' });
    expect((await student.call('GET', `/api/reviews?sessId=${pending}`)).status).toBe(404);
    expect((await tutor.call('GET', `/api/reviews?sessId=${pending}`)).status).toBe(200);
    expect((await student.call('GET', `/api/reviews?sessId=${crypto.randomUUID()}`)).status).toBe(404);
    expect((await student.call('GET', '/api/reviews?sessId=x')).status).toBe(400);
    expect((await student.call('GET', '/api/reviews')).status).toBe(400);
    expect((await call(ctx, 'GET', `/api/reviews?sessId=${pending}`)).status).toBe(401);
  });
});
