/**
 * A fixed-window limit per client address and route, kept in memory. Enough for one process; behind
 * a load balancer the proxy in front should limit too.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { AppError } from '../errors';

export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'local'; // in-process requests (tests) have no socket
  }
}

export function rateLimit(options: {
  name: string;
  limit: number;
  windowMs: number;
  trustProxy: boolean;
}): MiddlewareHandler {
  const hits = new Map<string, { count: number; resetAt: number }>();
  return async (c, next) => {
    const now = Date.now();
    const key = `${options.name}:${clientAddress(c, options.trustProxy)}`;
    let entry = hits.get(key);
    if (!entry || entry.resetAt <= now) {
      if (hits.size > 10_000) for (const [k, e] of hits) if (e.resetAt <= now) hits.delete(k);
      entry = { count: 0, resetAt: now + options.windowMs };
      hits.set(key, entry);
    }
    entry.count += 1;
    if (entry.count > options.limit) {
      const retryAfter = String(Math.ceil((entry.resetAt - now) / 1000));
      throw new AppError(429, 'rate_limited', 'Too many attempts. Please wait a moment and try again.', undefined, {
        'Retry-After': retryAfter,
      });
    }
    await next();
  };
}
