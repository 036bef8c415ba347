/**
 * `npm run bench -- load` (issue 13): 200 connections of mixed traffic against the real API in a
 * worker thread, with the default pool (DB_POOL_MAX 20) and bound (DB_TIMEOUT_MS 5 s). Each
 * connection cycles through: the public tutor list (a database read), the public session list
 * (memory), the caller's role and notes (session check + reads) and a note saved (a write to one
 * of 50 notes, so the list read stays 50 long).
 * Aim on PostgreSQL: no 503 at all. PGlite (one connection) is measured too and may answer 503
 * `busy`, which is its bounded queue telling clients to retry instead of waiting for seconds.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { benchDatabase, startBenchServer } from './lib/start-bench-server';

const CONNECTIONS = 200;
/** Writes update a fixed set of notes, so the list that the reads fetch stays the same size. */
const NOTE_IDS = Array.from({ length: 50 }, () => randomUUID());
const DURATION_S = Number(process.env.BENCH_DURATION ?? 20);

async function load(engine: 'PostgreSQL' | 'PGlite', databaseUrl?: string) {
  const server = await startBenchServer(databaseUrl);
  try {
    const headers = { cookie: server.cookie, origin: server.base, 'content-type': 'application/json' };
    const result = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers,
      requests: [
        { method: 'GET', path: '/api/teachers' },
        { method: 'GET', path: '/api/sessions' },
        { method: 'GET', path: `/api/users/role/${server.email}` },
        { method: 'GET', path: `/api/notes/${server.email}` },
        {
          method: 'POST',
          path: '/api/notes',
          setupRequest: (request) => ({
            ...request,
            body: JSON.stringify({
              id: NOTE_IDS[Math.floor(Math.random() * NOTE_IDS.length)],
              student: { email: server.email },
              title: 'Load',
              description: 'Mixed traffic.',
              updatedAt: Date.now(),
            }),
          }),
        },
      ],
    });
    const codes = Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(', ');
    const unavailable = result.statusCodeStats?.['503']?.count ?? 0;
    console.log(
      `${engine}, ${CONNECTIONS} connections × ${DURATION_S} s: ${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ${result.requests.total} requests [${codes}], ${result.errors} errors, ${result.timeouts} timeouts`,
    );
    return { unavailable, failures: result.errors + result.timeouts };
  } finally {
    await server.stop();
  }
}

let postgres = { unavailable: 0, failures: 0 };
if (process.env.BENCH_ONLY !== 'pglite') {
  const database = await benchDatabase('bench_load');
  try {
    postgres = await load('PostgreSQL', database.url);
  } finally {
    await database.drop();
  }
}
if (process.env.BENCH_ONLY !== 'postgres') await load('PGlite');
const ok = postgres.unavailable === 0 && postgres.failures === 0;
console.log(ok ? 'load: within budget (no 503 on PostgreSQL)' : `load: OVER BUDGET (${postgres.unavailable} × 503 on PostgreSQL)`);
process.exit(0);
