/**
 * The first middleware of every request: gives it an id (sent back as X-Request-Id and put on every
 * log line written while it runs), counts and times it for the metrics under its route pattern, and
 * writes one JSON log line for it when LOG_REQUESTS is on. Behind your own proxy (TRUST_PROXY) an
 * incoming X-Request-Id is kept, so the proxy's log and ours share one id.
 */
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { log, withRequestId } from './log';
import { observeRequest } from './metrics';

const ACCEPTED_ID = /^[\w.:-]{1,128}$/;

/** The pattern of the handler that answered (`/api/sessions/:id`), or `unmatched`. */
function routeOf(c: Context): string {
  const handlers = matchedRoutes(c).filter((r) => r.method !== 'ALL');
  return handlers.at(-1)?.path ?? 'unmatched';
}

export function observeRequests(options: { logRequests: boolean; trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const incoming = options.trustProxy ? c.req.header('x-request-id') : undefined;
    const requestId = incoming && ACCEPTED_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    c.header('X-Request-Id', requestId);
    await withRequestId(requestId, () => next());
    if (c.res.headers.get('X-Request-Id') !== requestId) {
      try {
        c.res.headers.set('X-Request-Id', requestId);
      } catch {
        c.res = new Response(c.res.body, c.res); // a response with immutable headers
        c.res.headers.set('X-Request-Id', requestId);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    const route = routeOf(c);
    observeRequest(c.req.method, route, c.res.status, seconds);
    if (options.logRequests) {
      withRequestId(requestId, () =>
        log('info', 'request', { method: c.req.method, path: c.req.path, route, status: c.res.status, ms: Math.round(seconds * 10_000) / 10 }),
      );
    }
  };
}
