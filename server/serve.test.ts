/**
 * The real API process (server/index.ts → serve.ts) started as `npm start` starts it, on the engine of
 * this run (embedded PGlite, or a fresh PostgreSQL database when TEST_DB=postgres): what happens at
 * start (old disk uploads move into the database) and what a real scrape of /api/metrics shows
 * (issue 18). One server for the file, to spare a loaded machine.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { makeJpeg, makePng } from '../tests/factories/images';
import { startServer } from '../tests/setup/start-server';
import { createPostgresDatabase } from '../tests/setup/test-database';

const emulatorHost = inject('authEmulatorHost');
const postgres = process.env.TEST_DB === 'postgres' ? await createPostgresDatabase() : null;
const METRICS_TOKEN = 'scrape-token-0123456789abcdef';
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
    SEED_DEMO: 'false',
    LOG_REQUESTS: 'false',
    METRICS_TOKEN,
  },
});
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
describe('at start', () => {
  it('moves the images of an old DATA_DIR/uploads into the database and serves them at their old URLs', async () => {
    for (const [name, bytes, type] of [[oldNames[0]!, oldPng, 'image/png'], [oldNames[1]!, oldJpg, 'image/jpeg']] as const) {
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
