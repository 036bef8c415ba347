/**
 * A fixed-window limit per client address and route, counted in PostgreSQL so that every API process
 * behind a load balancer shares one count (docs/decisions/010). One upsert per limited request: the
 * first hit of a window starts it, later hits add one, and the database's clock decides which window
 * a hit falls in, so processes on machines whose clocks differ still agree.
 */
import { lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Db } from '../db/client';
import { rateLimitHits } from '../db/schema';
import type { AppDeps } from '../context';
import { AppError } from '../errors';
import { MSG } from '../../domain/messages';

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

/** One client's hit in the current window, counted in the database; answers the count and the time left. */
async function countHit(db: Db, key: string, windowMs: number): Promise<{ count: number; retryMs: number }> {
  const expired = sql`${rateLimitHits.resetAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, count: 1, resetAt: sql`now() + ${windowMs} * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimitHits.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
      },
    })
    .returning({ count: rateLimitHits.count, retryMs: sql<number>`ceil(extract(epoch from ${rateLimitHits.resetAt} - now()) * 1000)::int` });
  // Now and then, forget the windows that are over, so the table holds only the clients of the last window.
  if (Math.random() < 0.01) await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`));
  return row!;
}

export function rateLimit(options: { db: Db; name: string; limit: number; windowMs: number; trustProxy: boolean }): MiddlewareHandler {
  return async (c, next) => {
    const key = `${options.name}:${clientAddress(c, options.trustProxy).slice(0, 200)}`;
    const { count, retryMs } = await countHit(options.db, key, options.windowMs);
    if (count > options.limit) {
      const retryAfter = String(Math.max(1, Math.ceil(retryMs / 1000)));
      throw new AppError(429, 'rate_limited', MSG.common.rateLimited, undefined, {
        'Retry-After': retryAfter,
      });
    }
    await next();
  };
}

/** The per-client limit of a sign-in call (`POST /jwt`, `POST /users/{email}`), from the app's settings. */
export function signInRateLimit(deps: AppDeps, name: string): MiddlewareHandler {
  const { config } = deps;
  return rateLimit({ db: deps.db, name, limit: config.authRateLimit, windowMs: config.authRateWindowMs ?? 60_000, trustProxy: config.trustProxy });
}
