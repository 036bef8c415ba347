/**
 * Fault test (issue 13): PostgreSQL behind a TCP proxy that stops forwarding (a partition, a hung
 * failover) and drops connections silently (no FIN, no RST: the sockets just go quiet). Requests must
 * answer 503 within the bound while it hangs, and 200 within 5 s of the database being reachable
 * again, with no restart. Runs in the PostgreSQL run only (vitest.config.ts): PGlite has no network.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { testConfig } from '../../tests/setup/api-context';
import { renderError } from '../errors';
import { DEFAULT_DB_TIMEOUT_MS, withDatabaseBudget } from './budget';
import { type Database, openDatabase } from './client';

/** Forwards 127.0.0.1:<port> to PostgreSQL; can stop forwarding and can forget its connections. */
class FaultyProxy {
  private server = net.createServer((client) => this.accept(client));
  private live = new Set<{ client: net.Socket; upstream?: net.Socket }>();
  /** Sockets we went silent on: kept open, never read from or written to again. */
  private silent: net.Socket[] = [];
  private paused = false;
  private waiting: net.Socket[] = [];

  constructor(private target: { host: string; port: number }) {}

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as net.AddressInfo).port;
  }

  private accept(client: net.Socket) {
    client.on('error', () => {});
    if (this.paused) {
      client.pause(); // the handshake hangs: accepted, never answered
      this.waiting.push(client);
      return;
    }
    const pair: { client: net.Socket; upstream?: net.Socket } = { client };
    const upstream = net.connect(this.target);
    pair.upstream = upstream;
    upstream.on('error', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => this.live.has(pair) && client.destroy());
    this.live.add(pair);
  }

  /** Stop forwarding bytes either way; keep every socket open. */
  pause() {
    this.paused = true;
    for (const { client, upstream } of this.live) {
      client.pause();
      upstream?.pause();
    }
  }

  /** Forget every connection without telling the client: its socket stays open and goes quiet. */
  dropSilently() {
    for (const pair of this.live) {
      this.live.delete(pair);
      pair.client.unpipe();
      pair.client.pause();
      pair.upstream?.unpipe();
      pair.upstream?.destroy();
      this.silent.push(pair.client);
    }
  }

  resume() {
    this.paused = false;
    for (const { client, upstream } of this.live) {
      client.resume();
      upstream?.resume();
    }
    for (const client of this.waiting.splice(0)) {
      client.resume();
      this.accept(client);
    }
  }

  async close() {
    for (const socket of [...this.silent, ...this.waiting]) socket.destroy();
    for (const { client, upstream } of this.live) {
      client.destroy();
      upstream?.destroy();
    }
    await new Promise((resolve) => this.server.close(resolve));
  }
}

const adminUrl = process.env.TEST_DATABASE_URL!;
const name = `t_${randomBytes(6).toString('hex')}`;
let proxy: FaultyProxy;
let database: Database;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  proxy = new FaultyProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.pathname = `/${name}`;
  url.host = `127.0.0.1:${await proxy.listen()}`;
  database = await openDatabase({ kind: 'postgres', url: url.toString(), max: 5 });
  await database.migrate();
  const unused = {
    verify: async () => {
      throw new Error('unused');
    },
  };
  app = createApp({ db: database.db, identity: unused, config: testConfig() });
});

afterAll(async () => {
  await database?.close().catch(() => {});
  await proxy?.close();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
});

// A failed test must not leave the next one behind a paused proxy.
afterEach(() => proxy.resume());

async function timed(path: string) {
  const started = performance.now();
  const res = await app.request(path);
  const body = (await res.json()) as { error?: { code: string }; status?: string };
  // /api/ready says `{ status: 'unavailable' }`; the rest use the error shape.
  return { status: res.status, code: res.status === 200 ? null : (body.error?.code ?? body.status), ms: performance.now() - started };
}

/** Mixed reads: a public list and the readiness check, several at once, as traffic would be. */
const burst = () =>
  Promise.all([
    timed('/api/teachers'),
    timed('/api/teachers'),
    timed('/api/ready'),
    timed('/api/teachers'),
    timed('/api/teachers'),
    timed('/api/teachers'),
    timed('/api/teachers'),
  ]);

/** Polls every 100 ms until a request answers 200; resolves with how long that took. */
async function untilOk(limitMs: number): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    if ((await timed('/api/teachers')).status === 200) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Infinity;
}

describe('a hung database', () => {
  it('answers 503 within the bound while it hangs, and 200 within 5 s of its return, without a restart', async () => {
    for (const r of await burst()) expect(r.status).toBe(200); // the pool holds live connections now

    proxy.pause();
    proxy.dropSilently();
    // During the outage: every request is answered, 503, within the bound (plus scheduling slack).
    for (let round = 0; round < 2; round++) {
      for (const r of await burst()) {
        expect(r.status).toBe(503);
        expect(r.code).toBe('unavailable');
        expect(r.ms).toBeLessThan(DEFAULT_DB_TIMEOUT_MS + 750);
      }
    }

    proxy.resume();
    expect(await untilOk(10_000)).toBeLessThan(5_000);
    for (const r of await burst()) expect(r.status).toBe(200);
  }, 60_000);

  it('recovers when idle connections died silently while the database stayed reachable', async () => {
    for (const r of await burst()) expect(r.status).toBe(200);
    proxy.dropSilently(); // new connections work; the pool's idle ones are dead without knowing it
    const first = await burst();
    for (const r of first) expect(r.ms).toBeLessThan(DEFAULT_DB_TIMEOUT_MS + 750);
    expect(await untilOk(10_000)).toBeLessThan(5_000);
    for (const r of await burst()) expect(r.status).toBe(200);
  }, 60_000);

  it('fails a transaction whose connection hangs within the bound, as unavailable, and drops that connection', async () => {
    for (const r of await burst()) expect(r.status).toBe(200);
    const started = performance.now();
    const failure = await withDatabaseBudget(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        proxy.pause();
        proxy.dropSilently();
        await tx.execute(sql`select 2`);
      }),
    ).catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(DEFAULT_DB_TIMEOUT_MS + 750);
    const rendered = renderError(failure, { header: () => {}, json: (body: unknown, status: number) => ({ body, status }) } as never) as unknown as {
      status: number;
      body: { error: { code: string } };
    };
    expect(rendered.status).toBe(503);
    expect(rendered.body.error.code).toBe('unavailable');
    proxy.resume();
    expect(await untilOk(10_000)).toBeLessThan(5_000);
  }, 60_000);

  it('carries on over the same connections after a short pause', async () => {
    for (const r of await burst()) expect(r.status).toBe(200);
    proxy.pause();
    const during = burst();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    proxy.resume();
    for (const r of await during) expect(r.status).toBe(200); // a one-second stall fits in the bound
  }, 60_000);
});
