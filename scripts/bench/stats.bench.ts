/**
 * `npm run bench -- stats` (issue 16): GET /api/stats/overview for each role on a PostgreSQL database
 * seeded with 50,000 users, 10,000 sessions and 100,000 orders (plus reviews and materials), through
 * the real app in-process with its session check. Reports p50/p95 per role; the aim is a p95 under
 * 50 ms. BENCH_DATABASE_URL (default: the local test server) names the server; the database is
 * created here and dropped again.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { benchConfig, percentile, rowsOf } from './lib/in-process';
import { signLoginToken } from '../../server/auth/login-token';
import { openDatabase } from '../../server/db/client';
import { createAuthSession } from '../../server/modules/auth/auth.queries';

const USERS = 50_000;
const SESSIONS = 10_000;
const ORDERS = 100_000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const AIM_MS = 50;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const SEED = [
  // 1 admin, 1,000 tutors, the rest students; joined over the last 120 days.
  `insert into users (email, name, role, status, created_at)
   select 'u' || i || '@bench.test', 'User ' || i,
          (case when i = 1 then 'Admin' when i <= 1001 then 'Tutor' else 'Student' end)::role,
          (case when i <= 1001 then 'Verified' when i % 97 = 0 then 'Requested' end)::user_status,
          now() - ((i * 7919) % (120 * 24)) * interval '1 hour'
   from generate_series(1, ${USERS}) i`,
  `insert into study_sessions (tutor_id, title, cover, description, registration_start, registration_end, class_start, class_end, price_cents, status, created_at)
   select t.id, 'Session ' || i, '/demo/cover-1.svg', 'About session ' || i,
          now() - interval '30 days', now() + ((i % 60) - 20) * interval '1 day',
          now() + ((i % 60) - 18) * interval '1 day', now() + ((i % 60) - 18) * interval '1 day' + interval '1 hour',
          (i % 4) * 500, (case when i % 10 = 0 then 'Pending' when i % 17 = 0 then 'Rejected' else 'Accepted' end)::session_status,
          now() - (i % 200) * interval '1 day'
   from generate_series(1, ${SESSIONS}) i
   join (select id, row_number() over (order by email) as n from users where role = 'Tutor') t on t.n = 1 + i % 1000`,
  // Each (student, session) pair once: i mod 49,000 and 7i mod 10,000 repeat together only every 490,000.
  `insert into orders (student_id, session_id, session_title, price_cents, created_at)
   select st.id, se.id, se.title, se.price_cents, now() - ((i::bigint * 104729) % (120 * 24)) * interval '1 hour'
   from generate_series(1, ${ORDERS}) i
   join (select id, row_number() over (order by email) - 1 as n from users where role = 'Student') st on st.n = i % 49000
   join (select id, title, price_cents, row_number() over (order by created_at, id) - 1 as n from study_sessions) se on se.n = (7 * i) % 10000`,
  `insert into reviews (student_id, session_id, rating, rev_desc, created_at)
   select student_id, session_id, 1 + (abs(hashtext(id::text)) % 5), 'Fine.', created_at + interval '2 days'
   from orders where abs(hashtext(id::text)) % 5 = 0`,
  `insert into materials (session_id, tutor_id, image, link)
   select id, tutor_id, '/demo/cover-2.svg', 'https://example.com/m' from study_sessions where status = 'Accepted'`,
  'vacuum analyze',
];

const config = benchConfig();

const name = `bench_stats_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: PG_URL });
await admin.connect();
await admin.query(`create database ${name}`);
const url = new URL(PG_URL);
url.pathname = `/${name}`;
const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5, timeoutMs: 120_000 });
let over = false;
try {
  const { db } = database;
  await database.migrate();
  const t0 = performance.now();
  for (const statement of SEED) await db.execute(sql.raw(statement));
  const [counts] = rowsOf<Record<string, string>>(
    await db.execute(
      sql`select (select count(*) from users) as users, (select count(*) from study_sessions) as sessions, (select count(*) from orders) as orders, (select count(*) from reviews) as reviews`,
    ),
  );
  console.log(`PostgreSQL: seeded ${JSON.stringify(counts)} in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const app = createApp({ db, config, identity: { verify: () => Promise.reject(new Error('not used')) } });
  const pick = async (where: string) => rowsOf<{ id: string }>(await db.execute(sql.raw(`select id from users where ${where} limit 1`)))[0]!.id;
  // The busiest tutor and student are the slowest case for them.
  const roles: [string, string][] = [
    ['Admin', await pick(`role = 'Admin'`)],
    ['Tutor', await pick(`id = (select tutor_id from study_sessions group by tutor_id order by count(*) desc limit 1)`)],
    ['Student', await pick(`id = (select student_id from orders group by student_id order by count(*) desc limit 1)`)],
  ];
  for (const [role, userId] of roles) {
    const cookie = `session=${await signLoginToken(await createAuthSession(db, userId), config.loginSecret)}`;
    const times: number[] = [];
    for (let i = 0; i < ITERATIONS + 20; i += 1) {
      const tz = ['UTC', 'Europe/Berlin', 'Asia/Tokyo', 'America/New_York'][i % 4]!;
      const t = performance.now();
      const res = await app.request(`/api/stats/overview?tz=${encodeURIComponent(tz)}`, { headers: { cookie } });
      await res.json();
      if (res.status !== 200) throw new Error(`${role}: ${res.status}`);
      if (i >= 20) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    over ||= p95 >= AIM_MS;
    console.log(
      `PostgreSQL: ${role} overview: p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (${times.length} requests; aim < ${AIM_MS} ms)`,
    );
  }
} finally {
  await database.close();
  if (!process.env.BENCH_KEEP) await admin.query(`drop database if exists ${name} with (force)`);
  else console.log(`kept database ${name}`);
  await admin.end();
}
process.exit(over ? 1 : 0);
