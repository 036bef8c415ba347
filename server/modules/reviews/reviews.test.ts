import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, reviews, users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { insertSession } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { MSG } from '../../../domain/messages';

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

  it('answers 404 for a session the caller may not see or a malformed id (decision 013), 400 for none and 401 without a session', async () => {
    const pending = await insertSession(ctx, tutor.email, { status: 'Pending' });
    expect((await student.call('GET', `/api/reviews?sessId=${pending}`)).status).toBe(404);
    expect((await tutor.call('GET', `/api/reviews?sessId=${pending}`)).status).toBe(200);
    expect((await student.call('GET', `/api/reviews?sessId=${crypto.randomUUID()}`)).status).toBe(404);
    expect((await student.call('GET', '/api/reviews?sessId=x')).status).toBe(404);
    expect((await student.call('GET', '/api/reviews')).status).toBe(400);
    expect((await call(ctx, 'GET', `/api/reviews?sessId=${pending}`)).status).toBe(401);
  });
});

describe('POST /api/reviews', () => {
  async function booked(user: TestUser) {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, user.email));
    await ctx.db.insert(orders).values({ studentId: row!.id, sessionId: id, sessionTitle: 'Booked', priceCents: 0 });
    return id;
  }
  const post = (user: TestUser, sessionId: string, body: Record<string, unknown> = {}) =>
    user.call('POST', '/api/reviews', {
      body: { student: { name: user.name, email: user.email, image: '' }, sessionId, revDesc: 'Clear and well paced.', rating: 5, ...body },
    });
  const stored = async (sessionId: string) => ctx.db.select().from(reviews).where(eq(reviews.sessionId, sessionId));

  it('adds a review from a student who booked the session, and the average follows', async () => {
    const s = await createUser(ctx, { name: 'Bea Booked' });
    const id = await booked(s);
    const res = await post(s, id, { rating: 4 });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      _id: expect.any(String),
      student: { name: 'Bea Booked', email: s.email, image: '' },
      sessionId: id,
      revDesc: 'Clear and well paced.',
      rating: 4,
    });
    expect((await s.call('GET', `/api/reviews?sessId=${id}`)).json).toHaveLength(1);
    expect((await s.call('GET', `/api/sessions/${id}`)).json.rating).toEqual({ average: 4, count: 1 });
    const home = (await call(ctx, 'GET', '/api/sessions')).json as { _id: string; rating: unknown }[];
    expect(home.find((x) => x._id === id)?.rating).toEqual({ average: 4, count: 1 });
  });

  it('replaces the first review when the same student reviews again', async () => {
    const s = await createUser(ctx);
    const id = await booked(s);
    await post(s, id, { rating: 2, revDesc: 'First thoughts.' });
    const again = await post(s, id, { rating: 5, revDesc: 'Changed my mind.' });
    expect(again.status).toBe(201);
    const rows = await stored(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, revDesc: 'Changed my mind.' });
    expect((await s.call('GET', `/api/sessions/${id}`)).json.rating).toEqual({ average: 5, count: 1 });
  });

  it('refuses a review without an order', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    const res = await post(student, id);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(MSG.reviews.notBooked);
    expect(await stored(id)).toHaveLength(0);
  });

  it('refuses the ratings 0, 6 and 2.5, a rating that is not a number, and an empty text', async () => {
    const s = await createUser(ctx);
    const id = await booked(s);
    for (const rating of [0, 6, 2.5, -1, '5', null]) {
      const res = await post(s, id, { rating });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toContain('Rating must be from 1-5');
    }
    for (const revDesc of ['', '   ']) {
      const res = await post(s, id, { revDesc });
      expect(res.status).toBe(400);
      expect(res.json.error.message).toContain('Review is required.');
    }
    expect((await post(s, id, { revDesc: undefined })).status).toBe(400);
    expect((await post(s, id, { revDesc: 'x'.repeat(2001) })).status).toBe(400);
    expect((await post(s, id, { sessionId: 'x' })).status).toBe(400);
    expect(await stored(id)).toHaveLength(0);
  });

  it('is for students only, as themselves, on a session they may see', async () => {
    const s = await createUser(ctx);
    const id = await booked(s);
    expect((await post(s, id, { student: { email: reviewer.email } })).status).toBe(403);
    expect((await post(tutor, id)).status).toBe(403);
    expect((await post(admin, id)).status).toBe(403);
    expect((await call(ctx, 'POST', '/api/reviews', { body: { sessionId: id, rating: 5, revDesc: 'x' } })).status).toBe(401);
    expect((await post(s, crypto.randomUUID())).status).toBe(404);
    expect(await stored(id)).toHaveLength(0);
  });
});
