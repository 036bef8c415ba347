/**
 * The overview figures (issue 16), each computed by PostgreSQL in one query, on both engines. Weeks
 * are Mondays in the viewer's zone (`tz`, already checked to be an IANA zone): a series of the last
 * OVERVIEW_WEEKS weeks is joined to the rows, so an empty week is a zero rather than a gap. The admin's
 * site-wide figures and every session's totals read the running totals that triggers keep
 * (server/db/schema-stats.ts, docs/decisions/012-overview-rollups.md).
 */
import { type SQL, sql } from 'drizzle-orm';
import type {
  AdminOverview,
  SessionFigure,
  StudentOverview,
  TutorOverview,
  UpcomingClass,
  WeeklyMoney,
  WeeklyRating,
  WeeklyUsers,
} from '../../../domain/stats';
import { OVERVIEW_WEEKS } from '../../../domain/stats';
import type { Db } from '../../db/client';

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The last OVERVIEW_WEEKS Mondays (local midnight, as timestamps without zone) in `tz`. */
const weeks = (tz: string) => sql`
  select generate_series(
    date_trunc('week', now() at time zone ${tz}) - ${`${OVERVIEW_WEEKS - 1} weeks`}::interval,
    date_trunc('week', now() at time zone ${tz}),
    interval '1 week'
  ) as week`;

/** The first of those Mondays as an instant: rows before it are never read. */
const since = (tz: string) => sql`((date_trunc('week', now() at time zone ${tz}) - ${`${OVERVIEW_WEEKS - 1} weeks`}::interval) at time zone ${tz})`;

/** `rows` grouped by the local week of `at`, over the series, so every week is there. */
const perWeek = (tz: string, select: SQL, from: SQL, at: SQL, where: SQL) => sql`
  with w as (${weeks(tz)}),
  g as (select date_trunc('week', ${at} at time zone ${tz}) as wk, ${select} from ${from} where ${at} >= ${since(tz)} and ${where} group by 1)
  select to_char(w.week, 'YYYY-MM-DD') as week, g.* from w left join g on g.wk = w.week order by w.week`;

const int = (v: unknown) => Number(v ?? 0);
const avg = (v: unknown) => (v == null ? null : Number(v));

function toFigure(r: Record<string, unknown>): SessionFigure {
  return {
    id: String(r.id),
    title: String(r.title),
    bookings: int(r.bookings),
    revenueCents: int(r.revenue),
    average: avg(r.average),
    reviews: int(r.reviews),
  };
}

/** Bookings, revenue and rating of the sessions `ids` selects, from their running totals (schema-stats.ts). */
const sessionFigures = (ids: SQL) => sql`
  select s.id, s.title, coalesce(t.bookings, 0) as bookings, coalesce(t.revenue_cents, 0) as revenue,
    round(t.rating_sum::numeric / nullif(t.reviews, 0), 1) as average, coalesce(t.reviews, 0) as reviews
  from study_sessions s left join stats_sessions t on t.session_id = s.id
  where s.id in (${ids})`;

export async function adminOverview(db: Db, tz: string): Promise<AdminOverview> {
  // Independent figures: on PostgreSQL they run at once, on separate pool connections, so the page
  // waits for the slowest rather than for the sum (PGlite runs them one after another anyway).
  const byBookings = (r: Record<string, unknown>[]) => r.sort((x, y) => int(y.bookings) - int(x.bookings) || String(x.title).localeCompare(String(y.title)));
  const byRating = (r: Record<string, unknown>[]) => r.sort((x, y) => Number(y.average) - Number(x.average) || int(y.reviews) - int(x.reviews));
  const [[counts], weekly, refunded, newUsers, topByBookings, topByRating] = await Promise.all([
    rows<{ pending: number; requested: number }>(
      db,
      sql`select (select count(*) from study_sessions where status = 'Pending') as pending,
                 (select count(*) from users where status = 'Requested') as requested`,
    ),
    // From the quarter-hour totals the triggers keep (docs/decisions/012): a few thousand rows, not every order.
    rows<Record<string, unknown>>(db, perWeek(tz, sql`sum(orders) as bookings, sum(revenue_cents) as revenue`, sql`stats_orders`, sql`bucket`, sql`true`)),
    // Refunds made, in the week they were made (a booking and its refund may fall in different weeks).
    rows<Record<string, unknown>>(
      db,
      perWeek(tz, sql`count(*) as refunds, sum(amount_cents) as refunded`, sql`refunds`, sql`updated_at`, sql`status = 'succeeded'`),
    ),
    rows<Record<string, unknown>>(
      db,
      perWeek(
        tz,
        sql`sum(users) filter (where role = 'Student') as student, sum(users) filter (where role = 'Tutor') as tutor, sum(users) filter (where role = 'Admin') as admin`,
        sql`stats_users`,
        sql`bucket`,
        sql`true`,
      ),
    ),
    rows<Record<string, unknown>>(db, sessionFigures(sql`select session_id from stats_sessions where bookings > 0 order by bookings desc limit 5`)).then(
      byBookings,
    ),
    rows<Record<string, unknown>>(
      db,
      sessionFigures(sql`select session_id from stats_sessions where reviews > 0 order by rating_sum::numeric / reviews desc, reviews desc limit 5`),
    ).then(byRating),
  ]);
  return {
    role: 'Admin',
    pendingSessions: int(counts?.pending),
    requestedUsers: int(counts?.requested),
    weekly: weekly.map((r, i): WeeklyMoney => ({
      week: String(r.week),
      bookings: int(r.bookings),
      revenueCents: int(r.revenue),
      refunds: int(refunded[i]?.refunds),
      refundedCents: int(refunded[i]?.refunded),
    })),
    newUsers: newUsers.map((r): WeeklyUsers => ({ week: String(r.week), Student: int(r.student), Tutor: int(r.tutor), Admin: int(r.admin) })),
    topByBookings: topByBookings.map(toFigure),
    topByRating: topByRating.map(toFigure),
  };
}

export async function tutorOverview(db: Db, tutorId: string, tz: string): Promise<TutorOverview> {
  const upcoming = await rows<Record<string, unknown>>(
    db,
    sql`select s.id, s.title, s.class_start as "classStart", s.seats, (select count(*) from orders o where o.session_id = s.id and o.status = 'booked') as booked
        from study_sessions s
        where s.tutor_id = ${tutorId} and s.status = 'Accepted' and s.class_start >= now() and s.class_start < now() + interval '14 days'
        order by s.class_start`,
  );
  const perSession = await rows<Record<string, unknown>>(
    db,
    sql`${sessionFigures(sql`select id from study_sessions where tutor_id = ${tutorId}`)} order by s.created_at desc`,
  );
  const ratings = await rows<Record<string, unknown>>(
    db,
    perWeek(
      tz,
      sql`round(avg(r.rating), 1) as average, count(*) as reviews`,
      sql`reviews r join study_sessions s on s.id = r.session_id`,
      sql`r.created_at`,
      sql`s.tutor_id = ${tutorId}`,
    ),
  );
  const statuses = await rows<{ status: string; n: unknown }>(
    db,
    sql`select status, count(*) as n from study_sessions where tutor_id = ${tutorId} group by status`,
  );
  const byStatus = { Pending: 0, Accepted: 0, Rejected: 0 };
  for (const s of statuses) byStatus[s.status as keyof typeof byStatus] = int(s.n);
  return {
    role: 'Tutor',
    upcoming: upcoming.map((r): UpcomingClass => ({
      id: String(r.id),
      title: String(r.title),
      isoCS: new Date(r.classStart as string).toISOString(),
      booked: int(r.booked),
      seatsLeft: r.seats == null ? null : Math.max(0, int(r.seats) - int(r.booked)),
    })),
    perSession: perSession.map(toFigure),
    ratings: ratings.map((r): WeeklyRating => ({ week: String(r.week), average: avg(r.average), reviews: int(r.reviews) })),
    byStatus,
  };
}

export async function studentOverview(db: Db, studentId: string): Promise<StudentOverview> {
  const [next] = await rows<Record<string, unknown>>(
    db,
    sql`select s.id, s.title, s.class_start as "classStart", s.class_end as "classEnd", s.meeting_url as "meetingUrl"
        from orders o join study_sessions s on s.id = o.session_id
        where o.student_id = ${studentId} and o.status = 'booked' and s.class_end >= now()
        order by s.class_start limit 1`,
  );
  const [counts] = await rows<{ upcoming: unknown; past: unknown }>(
    db,
    sql`select count(*) filter (where s.class_end >= now()) as upcoming, count(*) filter (where s.class_end < now()) as past
        from orders o join study_sessions s on s.id = o.session_id
        where o.student_id = ${studentId} and o.status = 'booked'`,
  );
  const materials = await rows<Record<string, unknown>>(
    db,
    sql`select m.id, m.session_id as "sessionId", s.title, m.image, m.link, m.created_at as "createdAt"
        from orders o join materials m on m.session_id = o.session_id join study_sessions s on s.id = m.session_id
        where o.student_id = ${studentId} and o.status = 'booked'
        order by m.created_at desc, m.id desc limit 5`,
  );
  return {
    role: 'Student',
    nextClass: next
      ? {
          id: String(next.id),
          title: String(next.title),
          isoCS: new Date(next.classStart as string).toISOString(),
          isoCE: new Date(next.classEnd as string).toISOString(),
          // A booked class: the student may have its link (issue 22).
          meetingUrl: next.meetingUrl == null ? null : String(next.meetingUrl),
        }
      : null,
    upcomingBookings: int(counts?.upcoming),
    pastBookings: int(counts?.past),
    newestMaterials: materials.map((m) => ({
      id: String(m.id),
      sessionId: String(m.sessionId),
      title: String(m.title),
      image: String(m.image),
      link: String(m.link),
      createdAt: new Date(m.createdAt as string).toISOString(),
    })),
  };
}
