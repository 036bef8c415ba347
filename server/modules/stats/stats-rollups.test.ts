/**
 * The running totals behind the admin overview (docs/decisions/012) against the same figures
 * recomputed from the rows, after every kind of write that moves them: bookings at odd minutes,
 * a cancellation, a refund, a review changed and deleted, a promotion, a deleted session and a
 * deleted student (whose orders and reviews go by cascade). On both engines.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, reviews, studySessions, users } from '../../db/schema';
import { setupApi } from '../../../tests/setup/api-context';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { insertSession } from '../../../tests/factories/sessions';

const ctx = await setupApi();

const rowsOf = async (query: ReturnType<typeof sql>) =>
  ((await ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => JSON.stringify(r));
const idOf = async (u: TestUser) => (await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, u.email)))[0]!.id;

/** Every rollup, and the same figures counted from the rows: the two must always agree. */
async function expectRollupsToMatchTheRows() {
  const [kept, counted] = await Promise.all([
    rowsOf(sql`select bucket, orders::int, revenue_cents::int as cents from stats_orders where orders <> 0 order by bucket`),
    rowsOf(sql`select stats_bucket(created_at) as bucket, count(*)::int as orders, sum(price_cents)::int as cents from orders group by 1 order by 1`),
  ]);
  expect(kept).toEqual(counted);
  expect(await rowsOf(sql`select bucket, role, users::int from stats_users where users <> 0 order by bucket, role`)).toEqual(
    await rowsOf(sql`select stats_bucket(created_at) as bucket, role, count(*)::int as users from users group by 1, 2 order by 1, 2`),
  );
  expect(
    await rowsOf(
      sql`select session_id, bookings::int, revenue_cents::int as cents, rating_sum::int as total, reviews::int from stats_sessions where bookings <> 0 or reviews <> 0 order by session_id`,
    ),
  ).toEqual(
    await rowsOf(sql`
      select s.id as session_id, coalesce(o.n, 0)::int as bookings, coalesce(o.cents, 0)::int as cents, coalesce(r.total, 0)::int as total, coalesce(r.n, 0)::int as reviews
      from study_sessions s
      left join (select session_id, count(*) as n, sum(price_cents) as cents from orders where status = 'booked' group by 1) o on o.session_id = s.id
      left join (select session_id, sum(rating) as total, count(*) as n from reviews group by 1) r on r.session_id = s.id
      where o.n is not null or r.n is not null
      order by s.id`),
  );
}

describe('the overview’s running totals', async () => {
  const admin = await createUser(ctx, { role: 'Admin' });
  const tutor = await createUser(ctx, { role: 'Tutor' });
  const students = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
  const [a, b] = [
    await insertSession(ctx, tutor.email, { title: 'Algebra', status: 'Accepted' }),
    await insertSession(ctx, tutor.email, { title: 'Biology', status: 'Accepted' }),
  ];
  // Minutes either side of quarter hours, over several weeks.
  const at = (daysAgo: number, minute: number) => new Date(Math.floor(Date.now() / 86_400_000 - daysAgo) * 86_400_000 + minute * 60_000);
  let n = 0;
  for (const student of students) {
    for (const [sessionId, daysAgo, minute] of [
      [a, 1, 14],
      [b, 9, 15],
      [a, 20, 1_094],
    ] as const) {
      n += 1;
      // One booking per student and session: the others are cancelled history beside it.
      const status = n % 3 === 0 ? 'cancelled' : 'booked';
      await ctx.db
        .insert(orders)
        .values({ studentId: await idOf(student), sessionId, sessionTitle: 't', priceCents: 100 * n, status, createdAt: at(daysAgo, minute) });
    }
    await ctx.db.insert(reviews).values({ studentId: await idOf(student), sessionId: a, rating: 1 + (n % 5), revDesc: 'ok' });
  }
  // Either side of the last Monday midnight in Kathmandu (UTC+5:45), which is a Sunday 18:15 UTC.
  const now = new Date();
  const kathmanduMonday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - ((now.getUTCDay() + 7) % 7) - 7, 18, 15);
  for (const t of [kathmanduMonday - 60_000, kathmanduMonday, kathmanduMonday + 14 * 60_000]) {
    await ctx.db
      .insert(orders)
      .values({ studentId: await idOf(students[1]!), sessionId: b, sessionTitle: 't', priceCents: 300, status: 'cancelled', createdAt: new Date(t) });
  }

  it('agree with the rows after bookings, reviews and sign-ups', expectRollupsToMatchTheRows);

  it('agree after a cancellation, a changed and a deleted review, and a promotion', async () => {
    const [live] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.status, 'booked')).limit(1);
    await ctx.db.update(orders).set({ status: 'refunded', cancelledAt: new Date(), cancelledBy: 'student' }).where(eq(orders.id, live!.id));
    const [first, second] = await ctx.db.select({ id: reviews.id }).from(reviews).limit(2);
    await ctx.db.update(reviews).set({ rating: 2 }).where(eq(reviews.id, first!.id));
    await ctx.db.delete(reviews).where(eq(reviews.id, second!.id));
    await ctx.db.update(users).set({ role: 'Tutor' }).where(eq(users.email, students[2]!.email));
    await expectRollupsToMatchTheRows();
  });

  it('agree after a session and a student are deleted, with their orders and reviews by cascade', async () => {
    await ctx.db.delete(studySessions).where(eq(studySessions.id, b));
    await ctx.db.delete(users).where(eq(users.email, students[0]!.email));
    await expectRollupsToMatchTheRows();
  });

  it('put every booking in its viewer’s week, even in a zone a quarter hour off the hour', async () => {
    for (const tz of ['Asia/Kathmandu', 'America/St_Johns', 'Australia/Eucla', 'UTC']) {
      const res = await admin.call('GET', `/api/stats/overview?tz=${encodeURIComponent(tz)}`);
      expect(res.status).toBe(200);
      const byWeek = Object.fromEntries(
        (
          (await ctx.db.execute(
            sql`select to_char(date_trunc('week', created_at at time zone ${tz}), 'YYYY-MM-DD') as week, count(*)::int as n from orders group by 1`,
          )) as unknown as {
            rows: { week: string; n: number }[];
          }
        ).rows.map((r) => [r.week, r.n]),
      );
      for (const w of res.json.weekly as { week: string; bookings: number }[]) expect([tz, w.week, w.bookings]).toEqual([tz, w.week, byWeek[w.week] ?? 0]);
    }
  });
});
