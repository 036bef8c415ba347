/**
 * The real API process (server/index.ts → serve.ts) started as `npm start` starts it, on the engine of
 * this run (embedded PGlite, or a fresh PostgreSQL database when TEST_DB=postgres): what happens at
 * start (old disk uploads move into the database), what a real scrape of /api/metrics shows, and a
 * graceful stop on SIGTERM (issue 18). One server for the file, to spare a loaded machine; the last
 * test stops it.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ACCOUNTS } from './db/demo-data';
import { makeJpeg, makePng } from '../tests/factories/images';
import { cookieFrom } from '../tests/factories/users';
import { startServer } from '../tests/setup/start-server';
import { createPostgresDatabase } from '../tests/setup/test-database';

const emulatorHost = inject('authEmulatorHost');
const postgres = process.env.TEST_DB === 'postgres' ? await createPostgresDatabase() : null;
const METRICS_TOKEN = 'scrape-token-0123456789abcdef';
const GRACE_SECONDS = 6;
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

// A DATA_DIR from before images moved into the database: uploads on disk, named by their hash.
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'serve-data-'));
const oldPng = makePng(5, 7, [200, 30, 90]);
const oldJpg = makeJpeg();
const oldNames = [`${sha(oldPng)}.png`, `${sha(oldJpg)}.jpg`];
mkdirSync(path.join(dataDir, 'uploads'));
writeFileSync(path.join(dataDir, 'uploads', oldNames[0]!), oldPng);
writeFileSync(path.join(dataDir, 'uploads', oldNames[1]!), oldJpg);

const log = path.join(os.tmpdir(), `serve-${process.pid}.log`);
const server = await startServer({
  emulatorHost,
  log,
  dataDir,
  env: {
    ...(postgres ? { DATABASE_URL: postgres.url, DB_POOL_MAX: '4' } : {}),
    STATIC_DIR: '',
    SEED_DEMO: 'true', // a tutor to upload as
    LOG_REQUESTS: 'false',
    METRICS_TOKEN,
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
  },
});
const port = Number(new URL(server.baseURL).port);
afterAll(async () => {
  await server.stop();
  await postgres?.drop();
});

/** The server's JSON log lines so far (a line still being written is left for the next read). */
const logLines = () =>
  readFileSync(log, 'utf8')
    .split('\n')
    .flatMap((l) => {
      try {
        return [JSON.parse(l) as { msg: string }];
      } catch {
        return [];
      }
    });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('at start', () => {
  it('moves the images of an old DATA_DIR/uploads into the database and serves them at their old URLs', async () => {
    for (const [name, bytes, type] of [
      [oldNames[0]!, oldPng, 'image/png'],
      [oldNames[1]!, oldJpg, 'image/jpeg'],
    ] as const) {
      const res = await fetch(`${server.baseURL}/api/images/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(bytes));
    }
    // The folder is kept as a backup under another name, so the next start does not import it again.
    expect(existsSync(path.join(dataDir, 'uploads'))).toBe(false);
    expect(readdirSync(path.join(dataDir, 'uploads.imported')).sort()).toEqual([...oldNames].sort());
    expect(logLines().map((l) => l.msg)).toContain('[images] 2 uploads moved into the database; 0 skipped');
  });
});

describe('GET /api/metrics on the running server', () => {
  const scrape = (authorization?: string) => fetch(`${server.baseURL}/api/metrics`, { headers: authorization ? { authorization } : {} });

  it('needs the METRICS_TOKEN the server was started with', async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape('Bearer not-the-token-0123456789')).status).toBe(401);
  });

  it('shows the requests of a route, the job queue depth and (on PostgreSQL) the connection pool', async () => {
    for (let i = 0; i < 3; i++) expect((await fetch(`${server.baseURL}/api/teachers`)).status).toBe(200);
    const res = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(res.status).toBe(200);
    const text = await res.text();

    const count = /^http_requests_total\{method="GET",route="\/api\/teachers",status="200"\} (\d+)$/m.exec(text);
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(3);
    const timed = /^http_request_duration_seconds_count\{method="GET",route="\/api\/teachers"\} (\d+)$/m.exec(text);
    expect(Number(timed?.[1])).toBeGreaterThanOrEqual(3);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/teachers"\} \d+$/m);

    for (const state of ['pending', 'due', 'failed']) expect(text).toMatch(new RegExp(`^job_queue_depth\\{state="${state}"\\} \\d+$`, 'm'));

    if (postgres) {
      for (const state of ['total', 'idle', 'waiting']) expect(text).toMatch(new RegExp(`^db_pool_connections\\{state="${state}"\\} \\d+$`, 'm'));
      expect(text).toMatch(/^db_pool_max 4$/m); // DB_POOL_MAX
    } else {
      // PGlite is one in-process connection: there is no pool to report.
      expect(text).not.toContain('db_pool_');
    }
  });
});

/** A tutor's login cookie: the demo tutor, signed in through the Auth Emulator and POST /api/jwt. */
async function tutorCookie(): Promise<string> {
  const tutor = DEMO_ACCOUNTS.find((a) => a.role === 'Tutor')!;
  const signIn = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=test-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: tutor.email, password: tutor.password, returnSecureToken: true }),
  });
  const { idToken } = (await signIn.json()) as { idToken: string };
  const jwt = await fetch(`${server.baseURL}/api/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ email: tutor.email }),
  });
  expect(jwt.status).toBe(200);
  return cookieFrom(jwt.headers)!;
}

interface Answer {
  status: number;
  connection: string | undefined;
  body: string;
}

/**
 * An image upload whose body the client sends slowly, as a phone on a poor network does. It asks
 * `Expect: 100-continue` (as curl does for large uploads), so `started` resolves once the server has
 * read the headers and handed the request to the app: from then on the request is in progress.
 */
function slowUpload(cookie: string) {
  const boundary = `----slow${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="cover.png"\r\nContent-Type: image/png\r\n\r\n`),
    makePng(640, 480, [12, 120, 200]),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/images',
    agent: false,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length, cookie, expect: '100-continue' },
  });
  const started = new Promise<void>((resolve) => req.once('continue', resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    req.once('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection, body: text }));
    });
    req.once('error', reject);
  });
  answer.catch(() => {}); // a hanging upload's answer is awaited (and expected to fail) by its test
  let sent = 0;
  return {
    started,
    answer,
    /** Sends the next `bytes` of the body (never the last byte: the body stays unfinished). */
    send(bytes: number) {
      const to = Math.min(sent + bytes, body.length - 1);
      req.write(body.subarray(sent, to));
      sent = to;
    },
    /** Sends the rest in `chunks` pieces, `ms` apart, and ends the request. */
    async finish(chunks: number, ms: number) {
      const size = Math.ceil((body.length - sent) / chunks);
      while (body.length - sent > size) {
        this.send(size);
        await sleep(ms);
      }
      req.end(body.subarray(sent));
      sent = body.length;
    },
  };
}

/** What a new connection to the server's port meets: 'connected', or the error code (ECONNREFUSED). */
const connectTo = () =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve('connected');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
  });

describe('graceful shutdown (the last tests: they stop the server)', () => {
  it(`on SIGTERM refuses new connections, finishes the upload in progress (200), and exits at the end of SHUTDOWN_GRACE_SECONDS though another upload hangs`, async () => {
    const cookie = await tutorCookie();
    expect(await connectTo()).toBe('connected');

    const slow = slowUpload(cookie);
    const stuck = slowUpload(cookie);
    await Promise.all([slow.started, stuck.started]);
    slow.send(200);
    stuck.send(200); // and never another byte

    const exited = server.exited.then((code) => ({ code, at: Date.now() }));
    const signalledAt = Date.now();
    process.kill(server.pid, 'SIGTERM');
    await until('the server to start draining', () => logLines().some((l) => l.msg.startsWith('[api] SIGTERM: finishing requests')));

    // Draining: no new connection is taken, while the upload already in progress goes on.
    expect(await connectTo()).toBe('ECONNREFUSED');
    await slow.finish(10, 100);
    const answer = await slow.answer;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({
      data: { display_url: expect.stringMatching(/^\/api\/images\/[0-9a-f]{64}\.png$/), width: 640, height: 480 },
    });
    expect(answer.connection).toBe('close'); // the client is told to take its next request elsewhere

    // The hanging upload holds the process only until the grace period is over.
    const { code, at } = await exited;
    await expect(stuck.answer).rejects.toThrow(/socket hang up|ECONNRESET/);
    // Exit code 0 and the last line: it went through the whole stop (database closed), not the forced exit (code 1).
    expect(code).toBe(0);
    expect(logLines().map((l) => l.msg)).toContain('[api] stopped');
    expect(at - signalledAt).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 100);
    expect(at - signalledAt).toBeLessThan(GRACE_SECONDS * 1000 + 15_000);
    expect(await connectTo()).toBe('ECONNREFUSED');
  }, 60_000);
});
