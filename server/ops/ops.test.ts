import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { call, setupApi } from '../../tests/setup/api-context';
import { createUser } from '../../tests/factories/users';
import { jsonConsole, logLine } from './log';
import { registerGauge } from './metrics';

const ctx = await setupApi();
const TOKEN = 'metrics-token-0123456789';
const identity = { verify: () => Promise.reject(new Error('not used')) };
const withMetrics = createApp({ db: ctx.db, identity, config: { ...ctx.config, metricsToken: TOKEN } });

describe('liveness and readiness', () => {
  it('/api/health answers while the process runs; /api/ready when the database answers and is migrated', async () => {
    expect((await call(ctx, 'GET', '/api/health')).json).toEqual({ status: 'ok' });
    const ready = await call(ctx, 'GET', '/api/ready');
    expect(ready.status).toBe(200);
    expect(ready.json).toEqual({ status: 'ready', database: true, migrations: true });
  });

  it('is not ready while the process drains', async () => {
    const app = createApp({ db: ctx.db, identity, config: ctx.config }, { draining: () => true });
    const res = await app.request('/api/ready');
    expect(res.status).toBe(503);
    expect(((await res.json()) as { status: string }).status).toBe('draining');
  });

  it('is not ready before the newest migration is applied', async () => {
    const { openDatabase } = await import('../db/client');
    const bare = await openDatabase({ kind: 'pglite' });
    try {
      const app = createApp({ db: bare.db, identity, config: ctx.config });
      const res = await app.request('/api/ready');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ status: 'migrating', database: true, migrations: false });
    } finally {
      await bare.close();
    }
  });
});

describe('request ids', () => {
  it('sends a new X-Request-Id on every answer, errors and 404s included', async () => {
    const ids = new Set<string>();
    for (const path of ['/api/sessions', '/api/nope', '/api/notes']) {
      const res = await ctx.app.request(path);
      const id = res.headers.get('x-request-id');
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      ids.add(id!);
    }
    expect(ids.size).toBe(3);
  });

  it('keeps a proxy’s X-Request-Id only with TRUST_PROXY, and only a sane one', async () => {
    const trusted = createApp({ db: ctx.db, identity, config: { ...ctx.config, trustProxy: true } });
    expect((await trusted.request('/api/health', { headers: { 'x-request-id': 'nginx-abc123' } })).headers.get('x-request-id')).toBe('nginx-abc123');
    expect((await trusted.request('/api/health', { headers: { 'x-request-id': 'bad id\u0001' } })).headers.get('x-request-id')).not.toBe('bad id\u0001');
    expect((await ctx.app.request('/api/health', { headers: { 'x-request-id': 'nginx-abc123' } })).headers.get('x-request-id')).not.toBe('nginx-abc123');
  });
});

describe('JSON-line logs', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes one JSON object a line with the request id, for each request and for anything logged inside it', async () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    const saved = { ...console };
    jsonConsole();
    try {
      const logged = createApp({ db: ctx.db, identity, config: ctx.config }, { logRequests: true });
      const res = await logged.request('/api/sessions/not-a-uuid');
      const id = res.headers.get('x-request-id');
      console.warn('[test] outside any request', new Error('boom'));
      const parsed = lines
        .flatMap((l) => l.split('\n'))
        .filter(Boolean)
        .map((l) => JSON.parse(l));
      expect(parsed).toContainEqual(
        expect.objectContaining({
          level: 'info',
          msg: 'request',
          requestId: id,
          method: 'GET',
          path: '/api/sessions/not-a-uuid',
          route: '/api/sessions/:id',
          status: res.status,
          pid: process.pid,
        }),
      );
      const outside = parsed.find((p) => p.msg.startsWith('[test] outside'));
      expect(outside).toMatchObject({ level: 'warn', msg: '[test] outside any request boom' });
      expect(outside.requestId).toBeUndefined();
      expect(outside.stack).toContain('Error: boom');
    } finally {
      Object.assign(console, saved);
    }
    expect(JSON.parse(logLine('error', 'x', { a: 1 }))).toMatchObject({ level: 'error', msg: 'x', a: 1 });
  });
});

describe('GET /api/metrics', () => {
  it('does not exist without METRICS_TOKEN', async () => {
    const res = await call(ctx, 'GET', '/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it('needs the bearer token', async () => {
    expect((await withMetrics.request('/api/metrics')).status).toBe(401);
    expect((await withMetrics.request('/api/metrics', { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401);
    const student = await createUser(ctx);
    expect((await withMetrics.request('/api/metrics', { headers: { cookie: student.cookie } })).status).toBe(401);
  });

  it('counts and times requests per route pattern, and reads registered gauges at each scrape', async () => {
    const id = '00000000-0000-4000-8000-000000000001';
    await withMetrics.request(`/api/sessions/${id}`);
    await withMetrics.request('/api/sessions/00000000-0000-4000-8000-000000000002');
    let depth = 3;
    registerGauge({ name: 'test_queue_depth', help: 'a gauge another module registers', read: async () => depth });
    const scrape = async () => {
      const res = await withMetrics.request('/api/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      return res.text();
    };
    const text = await scrape();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/sessions\/:id",status="401"\} [2-9]/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/sessions\/:id"\} [2-9]/);
    expect(text).not.toContain(id);
    expect(text).toMatch(/^test_queue_depth 3$/m);
    expect(text).toContain('process_cpu_user_seconds_total');
    depth = 5;
    expect(await scrape()).toMatch(/^test_queue_depth 5$/m);
  });
});
