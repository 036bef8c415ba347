/**
 * Who is calling. requireUser reads the login cookie, checks its row and loads the user with the
 * role from the database on every request, so logout and role changes apply at once; the row's idle
 * timeout and the Firebase account behind it are checked too (server/auth/login-check.ts).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { can, type Capability } from '../../domain/capabilities';
import { checkLogin } from '../auth/login-check';
import { readLoginToken } from '../auth/login-token';
import type { AppDeps, AppEnv } from '../context';
import { forbidden, unauthorized } from '../errors';
import { findLoginUser } from '../modules/auth/auth.queries';

export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, deps.config.cookieName);
    const sid = token ? await readLoginToken(token, deps.config.loginSecret) : null;
    const login = sid ? await findLoginUser(deps.db, sid) : null;
    if (!sid || !login) throw unauthorized();
    if ((await checkLogin(deps, sid, login)) !== 'ok') throw unauthorized();
    c.set('user', login.user);
    c.set('loginId', sid);
    await next();
  };
}

export function requireCapability(capability: Capability): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!can(c.var.user.role, capability)) throw forbidden();
    await next();
  };
}

/**
 * For routes with an `{email}` in the path: the caller themselves, or an admin when only reading
 * (docs/architecture.md#access). Anyone else gets 403.
 */
export function assertSelfOrAdminRead(c: Context<AppEnv>, email: string): void {
  const user = c.var.user;
  if (user.email === email.trim().toLowerCase()) return;
  if (c.req.method === 'GET' && can(user.role, 'user:read-any')) return;
  throw forbidden();
}
