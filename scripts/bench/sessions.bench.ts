/**
 * `npm run bench -- sessions`: GET /api/sessions with 10,000 Accepted sessions, next to a bare
 * node:http server answering the very same bytes (the ceiling for that payload on this machine).
 *
 * Seeds a fresh embedded database, starts the real server (server/index.ts) on loopback, fetches the
 * list once to copy its exact answer, starts the bare server in its own process, then runs autocannon
 * (50 connections, 10 s) against each: first as a browser asks (Accept-Encoding: gzip, deflate, br),
 * then without compression. Prints req/s, p99 latency and the ratio for each.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase } from '../../server/db/client';
import { studySessions, users } from '../../server/db/schema';
import { freePort } from '../lib/emulator.mjs';

const SESSIONS = 10_000;
const CONNECTIONS = 50;
const DURATION_S = 10;
const DAY = 24 * 60 * 60 * 1000;

const WORDS =
  'limits derivatives integrals vectors matrices essays thesis outline grammar chemistry reactions mechanisms physics energy momentum statistics inference sampling python pandas charts history sources causation spanish conversation practice review exam problems intuition projects portfolio feedback questions'.split(
    ' ',
  );
const pick = (i: number, n: number) => Array.from({ length: n }, (_, k) => WORDS[(i * 7 + k * 13 + (i >> 3)) % WORDS.length]).join(' ');

async function seed(dataDir: string) {
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'db') });
  await database.migrate();
  const tutors = await database.db
    .insert(users)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        email: `tutor${i}@bench.test`,
        name: `Tutor ${pick(i, 2)}`,
        image: `/demo/avatar-${(i % 6) + 1}.svg`,
        role: 'Tutor' as const,
        status: 'Verified' as const,
      })),
    )
    .returning({ id: users.id });
  const now = Date.now();
  for (let start = 0; start < SESSIONS; start += 1000) {
    await database.db.insert(studySessions).values(
      Array.from({ length: 1000 }, (_, k) => {
        const i = start + k;
        const rs = now + ((i % 40) - 20) * DAY;
        return {
          tutorId: tutors[i % tutors.length]!.id,
          title: `Session ${i}: ${pick(i, 3)}`,
          cover: `/demo/cover-${(i % 6) + 1}.svg`,
          description: `${pick(i, 12 + (i % 20))}. ${pick(i + 1, 8)}.`,
          registrationStart: new Date(rs),
          registrationEnd: new Date(rs + 10 * DAY),
          classStart: new Date(rs + 12 * DAY),
          classEnd: new Date(rs + 12 * DAY + ((i % 8) + 2) * 30 * 60 * 1000),
          priceCents: (i % 5) * 250,
          status: 'Accepted' as const,
        };
      }),
    );
  }
  await database.close();
}

function startProcess(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const merged: NodeJS.ProcessEnv = { ...process.env, ...env };
  // The embedded database and no emulator, whatever the calling shell has set.
  delete merged.DATABASE_URL;
  delete merged.FIREBASE_AUTH_EMULATOR_HOST;
  return spawn(process.execPath, args, { env: merged, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** The raw answer, still compressed (fetch would decode it). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ body: Buffer; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ body: Buffer.concat(chunks), headers: res.headers }));
      })
      .on('error', reject);
  });
}

async function waitFor(url: string) {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function stop(child: ChildProcess) {
  // A child killed by a signal keeps exitCode null and sets signalCode; either means it is gone.
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function run(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, mb: result.throughput.average / 1e6 };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-sessions-'));
const children: ChildProcess[] = [];
try {
  console.log(`seeding ${SESSIONS} Accepted sessions…`);
  await seed(dataDir);

  const appPort = await freePort();
  children.push(
    startProcess(['--import', 'tsx', 'server/index.ts'], {
      NODE_ENV: 'test',
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      SEED_DEMO: 'false',
      LOG_REQUESTS: 'false',
    }),
  );
  const appUrl = `http://127.0.0.1:${appPort}/api/sessions`;
  await waitFor(`http://127.0.0.1:${appPort}/api/health`);

  const rows: string[][] = [];
  for (const [label, headers] of [
    ['br (as browsers ask)', { 'accept-encoding': 'gzip, deflate, br' }],
    ['identity (no compression)', {} as Record<string, string>],
  ] as const) {
    // The bare server gets the app's exact answer: its bytes and the headers that describe them.
    const sample = await rawGet(appUrl, headers);
    const body = sample.body;
    const bodyFile = path.join(dataDir, 'body.bin');
    writeFileSync(bodyFile, body);
    const keep = ['content-type', 'content-encoding', 'etag', 'cache-control', 'vary'];
    const sent = Object.fromEntries(keep.flatMap((h) => (sample.headers[h] ? [[h, String(sample.headers[h])]] : [])));
    const barePort = await freePort();
    const bare = startProcess(
      [
        '-e',
        `const body = require('fs').readFileSync(${JSON.stringify(bodyFile)});
         const headers = { ...${JSON.stringify(sent)}, 'content-length': body.length };
         require('http').createServer((req, res) => { res.writeHead(200, headers); res.end(body); }).listen(${barePort}, '127.0.0.1');`,
      ],
      {},
    );
    children.push(bare);
    await waitFor(`http://127.0.0.1:${barePort}/`);

    console.log(`\n${label}: ${(body.length / 1024).toFixed(0)} KiB per answer; ${CONNECTIONS} connections, ${DURATION_S} s each`);
    const app = await run(appUrl, headers);
    const ceiling = await run(`http://127.0.0.1:${barePort}/`, headers);
    await stop(bare);
    const ratio = app.rps / ceiling.rps;
    rows.push([
      label,
      `${(body.length / 1024).toFixed(0)} KiB`,
      app.rps.toFixed(0),
      `${app.p99} ms`,
      ceiling.rps.toFixed(0),
      `${ceiling.p99} ms`,
      `${ratio.toFixed(2)}×`,
    ]);
  }

  const header = ['encoding', 'body', 'app req/s', 'app p99', 'bare req/s', 'bare p99', 'app / bare'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
  console.log(`\nGET /api/sessions with ${SESSIONS} sessions\n${line(header)}\n${rows.map(line).join('\n')}`);
} finally {
  for (const child of children) await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}
