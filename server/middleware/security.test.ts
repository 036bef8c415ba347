import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { createApp } from '../app';
import { call, setupApi, TEST_ORIGIN, testConfig } from '../../tests/setup/api-context';
import { createUser } from '../../tests/factories/users';
import type { ApiErrorBody } from '../../domain/types';

const ctx = await setupApi();

describe('headers on every response', () => {
  it('sets CSP, nosniff, referrer policy and a popup-friendly COOP', async () => {
    const res = await call(ctx, 'GET', '/api/health');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS in production', async () => {
    const app = createApp({
      db: ctx.db,
      identity: {
        verify: async () => {
          throw new Error('unused');
        },
      },
      config: testConfig({ production: true }),
      storage: ctx.storage,
    });
    const res = await app.request('/api/health');
    expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});

describe('cookie-authenticated writes', () => {
  it('refuses a foreign Origin with 403', async () => {
    const user = await createUser(ctx);
    const res = await user.call('GET', '/api/logout');
    expect(res.status).toBe(200);
    const other = await createUser(ctx);
    const write = await other.call('POST', `/api/jwt`, { body: { email: other.email }, headers: { origin: 'https://evil.example' } });
    expect(write.status).toBe(403);
  });

  it('refuses a non-JSON body on a JSON route with 415', async () => {
    const user = await createUser(ctx);
    const res = await user.call('POST', '/api/jwt', {
      body: 'email=a%40b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${user.idToken}` },
    });
    expect(res.status).toBe(415);
  });

  it('lets a body-less write through as a browser sends it: no Content-Length, an empty stream', async () => {
    const user = await createUser(ctx);
    const res = await ctx.app.request(`/api/users/${user.email}`, {
      method: 'PATCH',
      headers: { origin: TEST_ORIGIN, cookie: user.cookie },
      body: new ReadableStream({ start: (controller) => controller.close() }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
  });

  it('lets a bodyless PATCH or DELETE through as Chromium sends it: no length, no type', async () => {
    const user = await createUser(ctx);
    // Over a real socket: Node hands the app an empty body stream, which app.request would not.
    const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const method of ['PATCH', 'DELETE']) {
        const raw = await new Promise<string>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () =>
            socket.write(
              `${method} /api/nowhere HTTP/1.1\r\nHost: localhost\r\nOrigin: http://localhost\r\nCookie: ${user.cookie}\r\nConnection: close\r\n\r\n`,
            ),
          );
          let data = '';
          socket.on('data', (chunk) => (data += chunk));
          socket.on('end', () => resolve(data));
          socket.on('error', reject);
        });
        expect(raw.split('\r\n')[0]).toBe('HTTP/1.1 404 Not Found');
      }
    } finally {
      server.close();
    }
  });

  it('answers 400 for malformed JSON and 413 for a huge body', async () => {
    const user = await createUser(ctx);
    const headers = { authorization: `Bearer ${user.idToken}` };
    const malformed = await user.call('POST', '/api/jwt', { body: '{"email":', headers });
    expect(malformed.status).toBe(400);
    expect(malformed.json.error.message).toBeTruthy();
    const huge = await user.call('POST', '/api/jwt', { body: { email: user.email, pad: 'x'.repeat(300_000) }, headers });
    expect(huge.status).toBe(413);
  });
});

describe('readiness and a database that is down', () => {
  it('reports ready while the database answers', async () => {
    const res = await call(ctx, 'GET', '/api/ready');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ready', database: true, migrations: true });
  });

  it('answers 503 JSON at once, not after the database timeout, when PostgreSQL is unreachable', async () => {
    // A port where nothing listens: connections are refused at once.
    const down = await openDatabase({ kind: 'postgres', url: 'postgres://nobody@127.0.0.1:1/none', max: 2 });
    const app = createApp({
      db: down.db,
      identity: {
        verify: async () => {
          throw new Error('unused');
        },
      },
      config: testConfig(),
      storage: ctx.storage,
    });
    const started = Date.now();
    const res = await app.request('/api/sessions');
    // Refused at once rather than after the 5 s database timeout, with room for a loaded CI machine.
    expect(Date.now() - started).toBeLessThan(4000);
    expect(res.status).toBe(503);
    expect(((await res.json()) as ApiErrorBody).error.code).toBe('unavailable');
    const ready = await app.request('/api/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'unavailable', database: false, migrations: false });
    // Liveness does not depend on the database: the process itself is fine.
    expect((await app.request('/api/health')).status).toBe(200);
    await down.close();
  });
});

describe('the same-origin check without APP_ORIGIN', () => {
  const app = (trustProxy = false) =>
    createApp({
      db: ctx.db,
      identity: {
        verify: async () => {
          throw new Error('unused');
        },
      },
      config: testConfig({ allowedOrigins: [], trustProxy }),
      storage: ctx.storage,
    });
  const post = (trustProxy: boolean, origin: string, headers: Record<string, string> = {}) =>
    app(trustProxy).request('http://localhost:3000/api/logout-nowhere', { method: 'POST', headers: { origin, ...headers } });

  it('compares scheme, host and port, not only the host', async () => {
    expect((await post(false, 'http://localhost:3000')).status).toBe(404); // same origin: reaches routing
    expect((await post(false, 'https://localhost:3000')).status).toBe(403);
    expect((await post(false, 'http://localhost:3001')).status).toBe(403);
    expect((await post(false, 'http://localhost')).status).toBe(403);
    expect((await post(false, 'null')).status).toBe(403);
  });

  it('takes the scheme from X-Forwarded-Proto only behind a trusted proxy', async () => {
    expect((await post(true, 'https://localhost:3000', { 'x-forwarded-proto': 'https' })).status).toBe(404);
    expect((await post(true, 'http://localhost:3000', { 'x-forwarded-proto': 'https' })).status).toBe(403);
    expect((await post(false, 'https://localhost:3000', { 'x-forwarded-proto': 'https' })).status).toBe(403);
  });
});
