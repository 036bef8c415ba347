/**
 * A rolling restart under load (issue 18): `WORKERS=2` on one port, keep-alive clients sending
 * requests without pause, while one worker is told to stop (SIGTERM, as an orchestrator would) and
 * later the whole cluster is restarted worker by worker (SIGHUP to the primary). Not one answer may
 * be a 5xx, and no connection may be reset: the stopping worker finishes what it has and tells its
 * keep-alive clients to go elsewhere (ops/graceful.ts).
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { startServer } from '../../tests/setup/start-server';
import { createPostgresDatabase } from '../../tests/setup/test-database';

const log = path.join(os.tmpdir(), `rolling-restart-${process.pid}.log`);
const { url, drop } = await createPostgresDatabase();
const server = await startServer({
  emulatorHost: inject('authEmulatorHost'),
  log,
  env: { DATABASE_URL: url, WORKERS: '2', STATIC_DIR: '', SEED_DEMO: 'false', LOG_REQUESTS: 'false', DB_POOL_MAX: '5' },
});
afterAll(async () => {
  await server.stop();
  await drop();
});

const lines = () =>
  readFileSync(log, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as { pid: number; msg: string });
const workers = () =>
  lines()
    .filter((l) => l.msg.includes('[cluster] worker') && l.msg.endsWith('listening'))
    .map((l) => Number(/worker (\d+)/.exec(l.msg)![1]));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** `connections` keep-alive clients, each sending its next request as soon as the last is answered. */
function load(connections: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const statuses = new Map<number, number>();
  const errors: string[] = [];
  let running = true;
  // Not /api/ready: a draining worker answers it 503 on purpose, to turn a balancer's health checks away.
  const paths = ['/api/sessions', '/api/teachers', '/api/health'];
  const failed: string[] = [];
  const one = (p: string) =>
    new Promise<void>((resolve) => {
      const req = http.get(`${server.baseURL}${p}`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          statuses.set(res.statusCode!, (statuses.get(res.statusCode!) ?? 0) + 1);
          if (res.statusCode! >= 500) failed.push(`${p}: ${res.statusCode}`);
          resolve();
        });
      });
      req.on('error', (error: NodeJS.ErrnoException) => {
        errors.push(`${p}: ${error.code ?? error.message}`);
        resolve();
      });
    });
  const loops = Array.from({ length: connections }, async (_, i) => {
    for (let n = i; running; n++) await one(paths[n % paths.length]!);
  });
  return {
    statuses,
    errors,
    failed,
    total: () => [...statuses.values()].reduce((a, b) => a + b, 0),
    async stop() {
      running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

describe('cluster mode under load', () => {
  it('stops one worker, and later restarts both one at a time, with no 5xx and no reset', async () => {
    await until('two workers', () => workers().length >= 2);
    const [first] = workers();
    const traffic = load(8);
    try {
      await sleep(1_500);
      const before = traffic.total();
      expect(before).toBeGreaterThan(20);

      process.kill(first!, 'SIGTERM');
      await until('the stopped worker to finish', () => lines().some((l) => l.pid === first && l.msg === '[api] stopped'), 20_000);
      await until('its replacement', () => workers().length >= 3);
      await sleep(1_000);

      process.kill(server.pid, 'SIGHUP');
      await until('the rolling restart', () => lines().some((l) => l.msg === '[cluster] rolling restart done'), 90_000);
      await sleep(500);
      expect(traffic.total()).toBeGreaterThan(before);
    } finally {
      await traffic.stop();
    }
    expect(traffic.errors).toEqual([]);
    expect(traffic.failed).toEqual([]);
    expect(traffic.statuses.get(200)).toBe(traffic.total());
    // Five workers have listened: the first two, the replacement, and two from the rolling restart.
    expect(workers()).toHaveLength(5);
  }, 180_000);
});
