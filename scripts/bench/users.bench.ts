/**
 * All Users search at scale (issue 7): seeds 100,000 users into a fresh embedded database (PGlite)
 * and into a fresh database on the PostgreSQL server of BENCH_DATABASE_URL (default: the local
 * test server; the database is created here and dropped again), then times
 * GET /api/allusers/{admin}?searchQueryN=… and ?searchQueryE=… through the real app in-process,
 * login cookie included, with many different search strings. It also EXPLAINs the search and
 * fails when the trigram index is not used. Budget: p95 under 20 ms.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { createApp } from '../../server/app';
import { benchConfig, percentile, rowsOf } from './lib/in-process';
import { signLoginToken } from '../../server/auth/login-token';
import { type Database, openDatabase } from '../../server/db/client';
import { createAuthSession } from '../../server/modules/auth/auth.queries';
import { searchUsersQuery } from '../../server/modules/users/admin-users.queries';
import { USER_SEARCH_LIMIT } from '../../domain/schemas/user';

const USERS = 100_000;
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 400);
const BUDGET_MS = 20;
const PG_URL = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Amelia',
  'Oliver',
  'Sophia',
  'Elijah',
  'Mia',
  'James',
  'Ava',
  'Lucas',
  'Isabella',
  'Mateo',
  'Charlotte',
  'Aarav',
  'Fatima',
  'Yuki',
  'Chen',
  'Priya',
  'Kwame',
  'Ingrid',
  'Diego',
  'Leila',
  'Hannah',
  'Joanne',
  'Anna',
  'Omar',
  'Zoe',
  'Mohammed',
];
/** Surnames are built from syllables: 4,000 of them, so nearly every full name is unique, as in life. */
const SYL = ['ka', 'lo', 'mi', 'ne', 'ra', 'to', 'vu', 'sa', 'di', 'be', 'go', 'ha', 'ji', 'ku', 'ma', 'no', 'pe', 'ri', 'so', 'ta'];
const END = ['n', 'r', 's', 'ck', 'll', 'tz', 'rd', 'm', 'lt', 'x'];
const DOMAINS = ['example.com', 'mail.test', 'uni.edu', 'school.org', 'corp.example'];

/** User i, computed the same way here and in SQL below. */
function person(i: number) {
  const first = FIRST[i % 30]!;
  const s = `${SYL[Math.floor(i / 30) % 20]}${SYL[Math.floor(i / 600) % 20]}${END[Math.floor(i / 12000) % 10]}`;
  const last = s[0]!.toUpperCase() + s.slice(1);
  return { first, last, email: `${first.toLowerCase()}.${last.toLowerCase()}${i}@${DOMAINS[Math.floor(i / 7) % 5]}` };
}

function seedSql() {
  const arr = (xs: string[]) => `array[${xs.map((x) => `'${x}'`).join(',')}]`;
  return `
    insert into users (email, name, role, status)
    select lower(f) || '.' || lower(l) || i || '@' || d, f || ' ' || l,
           (case when i % 20 = 0 then 'Tutor' else 'Student' end)::role,
           (case when i % 20 = 0 then 'Verified' when i % 37 = 0 then 'Requested' end)::user_status
    from (
      select i,
             (${arr(FIRST)})[1 + i % 30] as f,
             initcap((${arr(SYL)})[1 + (i / 30) % 20] || (${arr(SYL)})[1 + (i / 600) % 20] || (${arr(END)})[1 + (i / 12000) % 10]) as l,
             (${arr(DOMAINS)})[1 + (i / 7) % 5] as d
      from generate_series(1, ${USERS}) as i
    ) s`;
}

type Kind = 'name' | 'email' | 'broad';

/**
 * What an admin types to find someone: part of a surname, a whole name, a first name and the start
 * of a surname, part of an e-mail, in any case. 'broad' are searches that match a large share of
 * all users (a single letter, a common first name, a domain): reported apart, because they read
 * most of the table whatever the index.
 */
function searches(kind: Kind, n: number): string[] {
  let seed = { name: 17, email: 23, broad: 29 }[kind];
  const rnd = (k: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % k;
  const cased = (x: string) => [x, x.toLowerCase(), x.toUpperCase()][rnd(3)]!;
  return Array.from({ length: n }, () => {
    const i = 1 + rnd(USERS);
    const p = person(i);
    const pick = rnd(4);
    if (kind === 'name') {
      const start = rnd(p.last.length - 2);
      return cased([p.last.slice(start, start + 3 + rnd(3)), p.last, `${p.first} ${p.last.slice(0, 3)}`, `${p.first.slice(1)} ${p.last}`][pick]!);
    }
    if (kind === 'email') {
      const local = p.email.split('@')[0]!;
      return cased([local, `${p.last.toLowerCase()}${i}`, `${i}@`, local.slice(rnd(4), 12)][pick]!);
    }
    return [FIRST[rnd(30)]!.slice(0, 1 + rnd(2)), FIRST[rnd(30)]!, `@${DOMAINS[rnd(5)]}`, `${SYL[rnd(20)]}`][pick]!;
  });
}

const config = benchConfig();

async function benchEngine(label: string, database: Database) {
  const { db } = database;
  await database.migrate();
  let t = performance.now();
  await db.execute(sql.raw(seedSql()));
  const [admin] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into users (email, name, role, status) values ('bench-admin@example.test', 'Bench Admin', 'Admin', 'Verified') returning id`),
  );
  // What autovacuum does soon after a bulk load: it also moves the GIN indexes' pending entries
  // into the index proper. Before that, searches scan the pending list too (about 3 times slower).
  await db.execute(sql`vacuum analyze users`);
  console.log(`${label}: seeded ${USERS.toLocaleString('en')} users in ${((performance.now() - t) / 1000).toFixed(1)} s`);

  // The plan the API's own query gets, for a typical name and e-mail search.
  let indexed = true;
  const sample = person(4321);
  const explained = [
    ['name', { searchQueryN: sample.last.slice(1, 5), searchQueryE: '' }],
    ['email', { searchQueryN: '', searchQueryE: `${sample.last.toLowerCase()}4321` }],
  ] as const;
  for (const [column, search] of explained) {
    const plan = rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql`explain ${searchUsersQuery(db, search, USER_SEARCH_LIMIT + 1)}`))
      .map((r) => r['QUERY PLAN'])
      .join('\n');
    const uses = plan.includes(`users_${column}_trgm_idx`);
    indexed &&= uses;
    console.log(`${label}: EXPLAIN ${column} search ${uses ? 'uses' : 'does NOT use'} users_${column}_trgm_idx\n    ${plan.replace(/\n/g, '\n    ')}`);
  }

  const sid = await createAuthSession(db, admin!.id);
  const cookie = `session=${await signLoginToken(sid, config.loginSecret)}`;
  const app = createApp({ db, config, identity: { verify: () => Promise.reject(new Error('not used')) } });

  const runs: [string, string[], (q: string) => string][] = [
    ['name search', searches('name', ITERATIONS), (q) => `searchQueryN=${encodeURIComponent(q)}`],
    ['e-mail search', searches('email', ITERATIONS), (q) => `searchQueryE=${encodeURIComponent(q)}`],
    [
      'broad search (1-2 letters, a first name, a domain)',
      searches('broad', ITERATIONS / 4),
      (q) => `${q.startsWith('@') ? 'searchQueryE' : 'searchQueryN'}=${encodeURIComponent(q)}`,
    ],
    ['whole list (no search text)', Array.from({ length: ITERATIONS / 4 }, () => ''), () => ''],
  ];
  const figures: Record<string, { p50: number; p95: number; p99: number }> = {};
  for (const [what, strings, query] of runs) {
    const times: number[] = [];
    let hits = 0;
    // The first 30 requests only warm caches and the JIT.
    for (const [i, q] of [...strings.slice(0, 30), ...strings].entries()) {
      t = performance.now();
      const res = await app.request(`/api/allusers/bench-admin@example.test?${query(q)}`, { headers: { cookie } });
      const body = (await res.json()) as unknown[];
      const ms = performance.now() - t;
      if (res.status !== 200) throw new Error(`${res.status} for ${q}`);
      if (i < 30) continue;
      times.push(ms);
      hits += body.length;
    }
    times.sort((a, b) => a - b);
    const f = (figures[what] = { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99) });
    console.log(
      `${label}: ${what}: p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms ` +
        `(${times.length} requests, ${Math.round(hits / times.length)} users per answer on average)` +
        (what.includes('search (') || what.includes('whole') ? '' : ` ${f.p95 < BUDGET_MS ? 'within' : 'OVER'} the ${BUDGET_MS} ms budget`),
    );
  }
  return { indexed, figures };
}

async function withPostgres<T>(run: (database: Database) => Promise<T>): Promise<T> {
  const name = `bench_users_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
  try {
    return await run(database);
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

const results = [];
const embedded = await openDatabase({ kind: 'pglite' });
try {
  results.push(await benchEngine('PGlite', embedded));
} finally {
  await embedded.close();
}
results.push(await withPostgres((database) => benchEngine('PostgreSQL', database)));

if (results.some((r) => !r.indexed)) {
  console.error('A search did not use its trigram index.');
  process.exit(1);
}
