/**
 * GET /api/stats/overview (issue 16): every figure against a known data set, for each role, with the
 * empty case and the permissions (each role its own figures; a tutor only their own sessions).
 * Each file has a fresh database, so the site-wide counts are exactly what this file made.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { materials, orders, payments, refunds, reviews, studySessions, users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { insertSession } from '../../../tests/factories/sessions';

const ctx = await setupApi();
const DAY = 86_400_000;

const idOf = async (u: TestUser) => (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, u.email)))[0]!.id;

async function session(tutor: TestUser, title: string, over: { status?: 'Pending' | 'Accepted' | 'Rejected'; classIn?: number; priceCents?: number } = {}) {
  const cs = Date.now() + (over.classIn ?? 8) * DAY;
  return insertSession(ctx, tutor.email, {
    title,
    status: over.status ?? 'Accepted',
    priceCents: over.priceCents ?? 0,
    registrationEnd: new Date(cs - DAY),
    classStart: new Date(cs),
  });
}

async function book(student: TestUser, sessionId: string, priceCents: number, daysAgo = 0) {
  await ctx.db
    .insert(orders)
    .values({ studentId: await idOf(student), sessionId, sessionTitle: 't', priceCents, createdAt: new Date(Date.now() - daysAgo * DAY) });
}

async function review(student: TestUser, sessionId: string, rating: number) {
  await ctx.db.insert(reviews).values({ studentId: await idOf(student), sessionId, rating, revDesc: 'ok' });
}

const overview = async (u: TestUser, tz = 'UTC') => {
  const res = await u.call('GET', `/api/stats/overview?tz=${encodeURIComponent(tz)}`);
  expect(res.status).toBe(200);
  return res.json;
};

describe('the overview with data', async () => {
  const admin = await createUser(ctx, { role: 'Admin' });
  const tina = await createUser(ctx, { role: 'Tutor' });
  const otto = await createUser(ctx, { role: 'Tutor' });
  const sam = await createUser(ctx);
  const lea = await createUser(ctx);
  await ctx.db.update(users).set({ status: 'Requested' }).where(eq(users.email, lea.email));

  const algebra = await session(tina, 'Algebra', { classIn: 3, priceCents: 1250 });
  const poetry = await session(tina, 'Poetry', { classIn: 30 });
  await session(tina, 'Draft', { status: 'Pending' });
  await session(tina, 'Refused', { status: 'Rejected' });
  const past = await session(tina, 'Old class', { classIn: -5 });
  const ottos = await session(otto, 'Otto’s class', { classIn: 2, priceCents: 500 });

  await book(sam, algebra, 1250);
  await book(lea, algebra, 1250, 14);
  await book(sam, past, 0, 10);
  await book(lea, ottos, 500);
  await review(sam, algebra, 5);
  await review(lea, algebra, 4);
  await review(lea, ottos, 3);
  // A booking that was cancelled and refunded: a booking of its week and a refund, but no seat, no
  // place in the rankings and nothing for the student's counts.
  const rex = await createUser(ctx);
  await ctx.db
    .insert(payments)
    .values({ id: 'pi_stats_refunded', provider: 'test', studentId: await idOf(rex), sessionId: algebra, amountCents: 1250, status: 'succeeded' });
  const [refundedOrder] = await ctx.db
    .insert(orders)
    .values({
      studentId: await idOf(rex),
      sessionId: algebra,
      sessionTitle: 'Algebra',
      priceCents: 1250,
      transactionId: 'pi_stats_refunded',
      status: 'refunded',
      cancelledAt: new Date(),
      cancelledBy: 'student',
    })
    .returning({ id: orders.id });
  await ctx.db.insert(refunds).values({ paymentId: 'pi_stats_refunded', orderId: refundedOrder!.id, amountCents: 1250, status: 'succeeded' });
  await ctx.db.insert(materials).values({ sessionId: algebra, tutorId: await idOf(tina), image: '/demo/cover-1.svg', link: 'https://example.com/a' });
  await ctx.db.insert(materials).values({ sessionId: ottos, tutorId: await idOf(otto), image: '/demo/cover-2.svg', link: 'https://example.com/o' });

  it('gives an admin the tiles, the weekly bookings and revenue, new users and the top sessions', async () => {
    const a = await overview(admin);
    expect(a.pendingSessions).toBe(1);
    expect(a.requestedUsers).toBe(1);
    const total = (key: 'bookings' | 'revenueCents' | 'refunds') => a.weekly.reduce((n: number, w: Record<string, number>) => n + (w[key] ?? 0), 0);
    expect(total('bookings')).toBe(5);
    expect(total('revenueCents')).toBe(1250 + 1250 + 1250 + 500);
    expect(a.weekly.at(-1)).toMatchObject({ refunds: 1, refundedCents: 1250 });
    expect(a.weekly.slice(0, -1).every((w: { refunds: number }) => w.refunds === 0)).toBe(true);
    expect(a.weekly.at(-1).bookings).toBeGreaterThanOrEqual(2); // sam's and lea's of today
    // Ties (one booking each) come by title.
    expect(a.topByBookings.map((s: { title: string }) => s.title)).toEqual(['Algebra', 'Old class', 'Otto’s class']);
    expect(a.topByBookings[0]).toMatchObject({ title: 'Algebra', bookings: 2, revenueCents: 2500, average: 4.5, reviews: 2 });
    expect(a.topByRating.map((s: { title: string; average: number }) => [s.title, s.average])).toEqual([
      ['Algebra', 4.5],
      ['Otto’s class', 3],
    ]);
  });

  it('gives a tutor only their own sessions: upcoming in 14 days, per-session figures, ratings and statuses', async () => {
    const t = await overview(tina);
    expect(t.upcoming).toEqual([{ id: algebra, title: 'Algebra', isoCS: expect.any(String), booked: 2, seatsLeft: null }]);
    await ctx.db.update(studySessions).set({ seats: 5 }).where(eq(studySessions.id, algebra));
    expect((await overview(tina)).upcoming[0]).toMatchObject({ booked: 2, seatsLeft: 3 });
    await ctx.db.update(studySessions).set({ seats: null }).where(eq(studySessions.id, algebra));
    expect(t.perSession.map((s: { title: string }) => s.title).sort()).toEqual(['Algebra', 'Draft', 'Old class', 'Poetry', 'Refused']);
    expect(t.perSession.find((s: { id: string }) => s.id === poetry)).toMatchObject({ bookings: 0, revenueCents: 0, average: null, reviews: 0 });
    expect(t.byStatus).toEqual({ Pending: 1, Accepted: 3, Rejected: 1 });
    expect(t.ratings.at(-1)).toMatchObject({ average: 4.5, reviews: 2 });
    expect(JSON.stringify(t)).not.toContain('Otto');
    const o = await overview(otto);
    expect(o.perSession.map((s: { title: string }) => s.title)).toEqual(['Otto’s class']);
  });

  it('gives a student their next class, their booking counts and the newest materials of what they booked', async () => {
    const s = await overview(sam);
    expect(s.nextClass).toMatchObject({ id: algebra, title: 'Algebra' });
    expect(s).toMatchObject({ upcomingBookings: 1, pastBookings: 1 });
    expect(await overview(rex)).toMatchObject({ nextClass: null, upcomingBookings: 0, pastBookings: 0, newestMaterials: [] });
    expect(s.newestMaterials.map((m: { title: string }) => m.title)).toEqual(['Algebra']);
    const l = await overview(lea);
    expect(l.nextClass).toMatchObject({ id: ottos });
    expect(l.newestMaterials.map((m: { title: string }) => m.title)).toEqual(['Otto’s class', 'Algebra']);
  });

  it('starts weeks on Monday in the viewer’s zone', async () => {
    const a = await overview(admin, 'Asia/Tokyo');
    for (const w of a.weekly) expect(new Date(`${w.week}T00:00:00Z`).getUTCDay()).toBe(1);
  });

  it('refuses a zone that does not exist, and visitors', async () => {
    expect((await admin.call('GET', '/api/stats/overview?tz=Mars%2FBase')).status).toBe(400);
    expect((await call(ctx, 'GET', '/api/stats/overview')).status).toBe(401);
  });
});
