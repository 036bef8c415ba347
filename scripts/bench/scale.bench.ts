/**
 * `npm run bench -- scale`: does a second API process add throughput? The real server
 * (server/index.ts) on one PostgreSQL database, first as one process, then with WORKERS=2 (node:cluster
 * on one port), each measured with autocannon (50 connections) on:
 * - GET /api/sessions/{id}, signed in (a session check and the session's row per request);
 * - POST /api/notes, signed in, each a new note (a write per request).
 * It prints req/s for each and the ratio 2 processes / 1 process, with the machine's core count and
 * load average: autocannon runs on the same machine, so on 2 cores it competes with the workers.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Options, type Result } from 'autocannon';
import { sessionBody } from '../../tests/factories/sessions';
import { startServer } from '../../tests/setup/start-server';
import { signLoginToken } from '../../server/auth/login-token';
import { openDatabase } from '../../server/db/client';
import { createAuthSession } from '../../server/modules/auth/auth.queries';
import { insertSession, setPriceAndStatus } from '../../server/modules/sessions/session-writes.queries';
import { upsertUser } from '../../server/modules/users/users.queries';
import { benchDatabase } from './lib/start-bench-server';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const CONNECTIONS = 50;
const SESSION_SECRET = randomUUID() + randomUUID();

const database = await benchDatabase('bench_scale');
const db = await openDatabase({ kind: 'postgres', url: database.url, max: 2 });
await db.migrate();
const tutor = await upsertUser(db.db, { email: 'bench-tutor@example.test', name: 'Bench Tutor', image: '', firebaseUid: 'bench-tutor' });
const student = await upsertUser(db.db, { email: 'bench-student@example.test', name: 'Bench Student', image: '', firebaseUid: 'bench-student' });
const sessionId = await insertSession(db.db, tutor.id, sessionBody({ title: 'Scale bench' }));
await setPriceAndStatus(db.db, sessionId, 0, 'Accepted');
const cookie = `session=${await signLoginToken(await createAuthSession(db.db, student.id), new TextEncoder().encode(SESSION_SECRET))}`;
await db.close();

async function measure(workers: number) {
  const log = path.join(os.tmpdir(), `scale-bench-${workers}-${process.pid}.log`);
  const server = await startServer({
    emulatorHost: '127.0.0.1:1', // never asked: the bench's cookie is signed directly
    log,
    env: {
      DATABASE_URL: database.url,
      SESSION_SECRET,
      WORKERS: String(workers),
      STATIC_DIR: '',
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
      AUTH_RATE_LIMIT: '1000',
    },
  });
  try {
    // /api/health answers with the first worker; wait for every one.
    const listening = () =>
      workers === 1
        ? 1
        : readFileSync(log, 'utf8')
            .split('\n')
            .filter((l) => /\[cluster\] worker \d+ listening/.test(l)).length;
    while (listening() < workers) await new Promise((r) => setTimeout(r, 200));
    const headers = { cookie, origin: server.baseURL, 'content-type': 'application/json' };
    const run = (options: Options) => autocannon({ connections: CONNECTIONS, duration: SECONDS, headers, ...options });
    const read = await run({ url: `${server.baseURL}/api/sessions/${sessionId}` });
    const write = await run({
      url: `${server.baseURL}/api/notes`,
      requests: [
        {
          method: 'POST',
          setupRequest: (request: NonNullable<Options['requests']>[number]) => ({
            ...request,
            body: JSON.stringify({
              id: randomUUID(),
              student: { email: student.email },
              title: 'Scale bench',
              description: 'A note written under load.',
              updatedAt: Date.now(),
            }),
          }),
        },
      ],
    });
    const summary = (r: Result) => ({ rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx });
    return { read: summary(read), write: summary(write) };
  } finally {
    await server.stop();
  }
}

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');
console.log(`${os.cpus().length} cores; load average (1/5/15 min) at the start: ${load()}; ${CONNECTIONS} connections × ${SECONDS} s per figure`);
try {
  const one = await measure(1);
  const two = await measure(2);
  const line = (what: string, a: typeof one.read, b: typeof one.read) =>
    console.log(
      `${what}: 1 process ${Math.round(a.rps)} req/s (p99 ${a.p99} ms, ${a.errors} errors), 2 processes ${Math.round(b.rps)} req/s (p99 ${b.p99} ms, ${b.errors} errors): ${(b.rps / a.rps).toFixed(2)}×`,
    );
  line('GET /api/sessions/{id}', one.read, two.read);
  line('POST /api/notes      ', one.write, two.write);
  console.log(`load average at the end: ${load()}`);
} finally {
  await database.drop();
}
process.exit(0);
