/**
 * The overview figures (issue 16), each computed by PostgreSQL in one query, on both engines. Weeks
 * are Mondays in the viewer's zone (`tz`, already checked to be an IANA zone): a series of the last
 * OVERVIEW_WEEKS weeks is joined to the rows, so an empty week is a zero rather than a gap.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AdminOverview, SessionFigure, StudentOverview, TutorOverview, UpcomingClass, WeeklyMoney, WeeklyRating, WeeklyUsers } from '../../../domain/stats';
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

const int = (v: unknown) => Number(v ?? 0);
const avg = (v: unknown) => (v == null ? null : Number(v));

function toFigure(r: Record<string, unknown>): SessionFigure {
  return { id: String(r.id), title: String(r.title), bookings: int(r.bookings), revenueCents: int(r.revenue), average: avg(r.average), reviews: int(r.reviews) };
}

/** Per session: bookings, revenue and rating; `where` narrows the sessions, `order` ranks them. */
const sessionFigures = (where: SQL, order: SQL, limit: number | null) => sql`
  select s.id, s.title,
    (select count(*) from orders o where o.session_id = s.id) as bookings,
    (select coalesce(sum(o.price_cents), 0) from orders o where o.session_id = s.id) as revenue,
    (select round(avg(r.rating), 1) from reviews r where r.session_id = s.id) as average,
    (select count(*) from reviews r where r.session_id = s.id) as reviews
  from study_sessions s
  where ${where}
  order by ${order}
  ${limit === null ? sql`` : sql`limit ${limit}`}`;

export async function adminOverview(db: Db, tz: string): Promise<AdminOverview> {
  const [counts] = await rows<{ pending: number; requested: number }>(
    db,
    sql`select (select count(*) from study_sessions where status = 'Pending') as pending,
               (select count(*) from users where status = 'Requested') as requested`,
  );
  const weekly = await rows<Record<string, unknown>>(
    db,
    sql`with w as (${weeks(tz)})
        select to_char(w.week, 'YYYY-MM-DD') as week, count(o.id) as bookings, coalesce(sum(o.price_cents), 0) as revenue
        from w left join orders o on date_trunc('week', o.created_at at time zone ${tz}) = w.week
        group by w.week order by w.week`,
  );
  const newUsers = await rows<Record<string, unknown>>(
    db,
    sql`with w as (${weeks(tz)})
        select to_char(w.week, 'YYYY-MM-DD') as week,
          count(u.id) filter (where u.role = 'Student') as student,
          count(u.id) filter (where u.role = 'Tutor') as tutor,
          count(u.id) filter (where u.role = 'Admin') as admin
        from w left join users u on date_trunc('week', u.created_at at time zone ${tz}) = w.week
        group by w.week order by w.week`,
  );
  const topByBookings = await rows<Record<string, unknown>>(
    db,
    sessionFigures(sql`exists (select 1 from orders o where o.session_id = s.id)`, sql`bookings desc, s.created_at desc`, 5),
  );
  const topByRating = await rows<Record<string, unknown>>(
    db,
    sessionFigures(sql`exists (select 1 from reviews r where r.session_id = s.id)`, sql`average desc, reviews desc, s.created_at desc`, 5),
  );
  return {
    role: 'Admin',
    pendingSessions: int(counts?.pending),
    requestedUsers: int(counts?.requested),
    weekly: weekly.map(
      (r): WeeklyMoney => ({ week: String(r.week), bookings: int(r.bookings), revenueCents: int(r.revenue), refunds: 0, refundedCents: 0 }),
    ),
    newUsers: newUsers.map((r): WeeklyUsers => ({ week: String(r.week), Student: int(r.student), Tutor: int(r.tutor), Admin: int(r.admin) })),
    topByBookings: topByBookings.map(toFigure),
    topByRating: topByRating.map(toFigure),
  };
}

export async function tutorOverview(db: Db, tutorId: string, tz: string): Promise<TutorOverview> {
  const upcoming = await rows<Record<string, unknown>>(
    db,
    sql`select s.id, s.title, s.class_start as "classStart", (select count(*) from orders o where o.session_id = s.id) as booked
        from study_sessions s
        where s.tutor_id = ${tutorId} and s.status = 'Accepted' and s.class_start >= now() and s.class_start < now() + interval '14 days'
        order by s.class_start`,
  );
  const perSession = await rows<Record<string, unknown>>(db, sessionFigures(sql`s.tutor_id = ${tutorId}`, sql`s.created_at desc`, null));
  const ratings = await rows<Record<string, unknown>>(
    db,
    sql`with w as (${weeks(tz)})
        select to_char(w.week, 'YYYY-MM-DD') as week, round(avg(r.rating), 1) as average, count(r.id) as reviews
        from w left join (reviews r join study_sessions s on s.id = r.session_id and s.tutor_id = ${tutorId})
          on date_trunc('week', r.created_at at time zone ${tz}) = w.week
        group by w.week order by w.week`,
  );
  const statuses = await rows<{ status: string; n: unknown }>(
    db,
    sql`select status, count(*) as n from study_sessions where tutor_id = ${tutorId} group by status`,
  );
  const byStatus = { Pending: 0, Accepted: 0, Rejected: 0 };
  for (const s of statuses) byStatus[s.status as keyof typeof byStatus] = int(s.n);
  return {
    role: 'Tutor',
    upcoming: upcoming.map((r): UpcomingClass => ({ id: String(r.id), title: String(r.title), isoCS: new Date(r.classStart as string).toISOString(), booked: int(r.booked), seatsLeft: null })),
    perSession: perSession.map(toFigure),
    ratings: ratings.map((r): WeeklyRating => ({ week: String(r.week), average: avg(r.average), reviews: int(r.reviews) })),
    byStatus,
  };
}

export async function studentOverview(db: Db, studentId: string): Promise<StudentOverview> {
  const [next] = await rows<Record<string, unknown>>(
    db,
    sql`select s.id, s.title, s.class_start as "classStart", s.class_end as "classEnd"
        from orders o join study_sessions s on s.id = o.session_id
        where o.student_id = ${studentId} and s.class_end >= now()
        order by s.class_start limit 1`,
  );
  const [counts] = await rows<{ upcoming: unknown; past: unknown }>(
    db,
    sql`select count(*) filter (where s.class_end >= now()) as upcoming, count(*) filter (where s.class_end < now()) as past
        from orders o join study_sessions s on s.id = o.session_id
        where o.student_id = ${studentId}`,
  );
  const materials = await rows<Record<string, unknown>>(
    db,
    sql`select m.id, m.session_id as "sessionId", s.title, m.image, m.link, m.created_at as "createdAt"
        from materials m join study_sessions s on s.id = m.session_id
        where exists (select 1 from orders o where o.session_id = m.session_id and o.student_id = ${studentId})
        order by m.created_at desc, m.id desc limit 5`,
  );
  return {
    role: 'Student',
    nextClass: next
      ? { id: String(next.id), title: String(next.title), isoCS: new Date(next.classStart as string).toISOString(), isoCE: new Date(next.classEnd as string).toISOString() }
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
