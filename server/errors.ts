/**
 * One error type and one renderer: every failure leaves the API as
 * `{ error: { code, message, issues? } }` with an explicit status (docs/architecture.md#conventions-3).
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ApiErrorBody } from '../domain/types';
import { MSG } from '../domain/messages';

export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: { path: string; message: string }[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, issues?: AppError['issues']) => new AppError(400, 'bad_request', message, issues);
export const unauthorized = (message: string = MSG.common.signIn) => new AppError(401, 'unauthorized', message);
export const forbidden = (message: string = MSG.common.notAllowed) => new AppError(403, 'forbidden', message);
/** Also used for things that exist but that the caller may not see (docs/architecture.md#access). */
export const notFound = (what: string = MSG.common.notFound) => new AppError(404, 'not_found', what);
export const conflict = (message: string) => new AppError(409, 'conflict', message);

/** Connection-level failures of PostgreSQL or PGlite: the database, not the request, is at fault. */
const DB_DOWN_CODES = new Set([
  'DB_UNAVAILABLE',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '08003',
]);
/** The database answers but could not serve in time: every connection taken, or statement_timeout (57014). */
const DB_BUSY_CODES = new Set(['DB_BUSY', '57014']);

/** 'busy' or 'down' for a database failure (server/db/budget.ts), null for anything else. */
function databaseFailure(error: unknown): 'busy' | 'down' | null {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    const err = e as { code?: string; message?: string; cause?: unknown };
    if (err.code && DB_BUSY_CODES.has(err.code)) return 'busy';
    if (err.code && DB_DOWN_CODES.has(err.code)) return 'down';
    // 'not queryable': a transaction's rollback on the connection its timed-out query destroyed.
    if (/Connection terminated|Query read timeout|timeout expired|not queryable|PGlite is closed/i.test(err.message ?? '')) return 'down';
    e = err.cause;
  }
  return null;
}

export function renderError(error: unknown, c: Context): Response {
  const body = (code: string, message: string, issues?: AppError['issues']): ApiErrorBody => ({
    error: issues ? { code, message, issues } : { code, message },
  });
  if (error instanceof AppError) {
    for (const [k, val] of Object.entries(error.headers ?? {})) c.header(k, val);
    return c.json(body(error.code, error.message, error.issues), error.status);
  }
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode;
    const message = status === 413 ? MSG.common.bodyTooLarge : error.message || MSG.common.badRequest;
    return c.json(body(status === 413 ? 'too_large' : 'bad_request', message), status);
  }
  const failure = databaseFailure(error);
  if (failure === 'busy') {
    c.header('Retry-After', '1');
    return c.json(body('busy', MSG.common.busy), 503);
  }
  if (failure === 'down') {
    c.header('Retry-After', '5');
    return c.json(body('unavailable', MSG.common.unavailable), 503);
  }
  console.error('[api] unexpected error:', error);
  return c.json(body('internal', MSG.common.internal), 500);
}
