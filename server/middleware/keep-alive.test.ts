/**
 * Keep-alive connections carry request after request without a reset (issue 13), including after
 * responses sent before their request body was read: the case where @hono/node-server's 500 ms
 * drain timer used to close a connection that already carried the next request.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { setupApi } from '../../tests/setup/api-context';

const ctx = await setupApi();
const server = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' });
await new Promise((resolve) => server.once('listening', resolve));
const { port } = server.address() as AddressInfo;
let connections = 0;
server.on('connection', () => (connections += 1));
afterAll(() => new Promise((resolve) => server.close(resolve)));

const big = JSON.stringify({ title: 'x', description: 'y'.repeat(200_000) });
/** Mixed traffic; most answers go out before the body is read (no session, malformed JSON, 404). */
const KINDS = [
  { method: 'GET', path: '/api/health' },
  { method: 'POST', path: '/api/notes', body: big }, // 401 before the body is read
  { method: 'POST', path: '/api/jwt', body: JSON.stringify({ email: 'nobody@example.test' }) },
  { method: 'DELETE', path: '/api/notes/not-a-note' },
  { method: 'PATCH', path: '/api/users/nobody@example.test', body: '{"name":' },
  { method: 'POST', path: '/api/nowhere', body: big },
];

describe('keep-alive', () => {
  it('answers 1,200 back-to-back requests on 4 reused connections with no reset', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });
    const failures: string[] = [];
    let answered = 0;
    const send = (i: number) =>
      new Promise<void>((resolve) => {
        const kind = KINDS[i % KINDS.length]!;
        const req = http.request(
          { host: '127.0.0.1', port, agent, method: kind.method, path: kind.path, headers: { 'content-type': 'application/json', origin: 'http://localhost' } },
          (res) => {
            res.resume();
            res.on('end', () => {
              answered += 1;
              resolve();
            });
          },
        );
        req.on('error', (error: NodeJS.ErrnoException) => {
          failures.push(`${kind.method} ${kind.path}: ${error.code ?? error.message}`);
          resolve();
        });
        req.end(kind.body);
      });
    const TOTAL = 1_200;
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < TOTAL) await send(next++);
      }),
    );
    agent.destroy();
    expect(failures).toEqual([]);
    expect(answered).toBe(TOTAL);
    expect(connections).toBeLessThanOrEqual(8); // the connections were reused, not one per request
  }, 120_000);
});
