/** POST /jwt exchanges a verified Firebase ID token for our login cookie; GET /logout ends it. */
import { Hono } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { jwtRequestSchema } from '../../../domain/schemas/auth';
import type { SuccessResult } from '../../../domain/types';
import { bearerToken } from '../../auth/identity';
import { readLoginToken, LOGIN_TTL_SECONDS, signLoginToken } from '../../auth/login-token';
import type { AppDeps, AppEnv } from '../../context';
import { unauthorized } from '../../errors';
import { signInRateLimit } from '../../middleware/rate-limit';
import { valid } from '../../validate';
import { upsertUser } from '../users/users.queries';
import { createAuthSession, deleteAuthSession } from './auth.queries';
import { MSG } from '../../../domain/messages';

export function authRoutes(deps: AppDeps) {
  const { config } = deps;
  const limit = signInRateLimit(deps, 'jwt');

  return new Hono<AppEnv>()
    .post('/jwt', limit, valid('json', jwtRequestSchema), async (c) => {
      const token = bearerToken(c.req.header('authorization'));
      if (!token) throw unauthorized(MSG.auth.tokenRequired);
      const identity = await deps.identity.verify(token);
      const { email } = c.req.valid('json');
      if (email !== identity.email) throw unauthorized(MSG.auth.emailMismatch);

      const user = await upsertUser(deps.db, {
        email,
        name: identity.name,
        image: identity.picture,
        firebaseUid: identity.uid,
      });
      const sid = await createAuthSession(deps.db, user.id, {
        firebaseUid: identity.uid,
        authTime: identity.authTime,
        idleSeconds: config.loginIdleSeconds,
        now: deps.now?.(),
      });
      setCookie(c, config.cookieName, await signLoginToken(sid, config.loginSecret), {
        httpOnly: true,
        secure: config.cookieSecure,
        sameSite: 'Strict',
        path: '/',
        maxAge: LOGIN_TTL_SECONDS,
      });
      return c.json({ success: true } satisfies SuccessResult, 200);
    })
    .get('/logout', async (c) => {
      const token = getCookie(c, config.cookieName);
      const sid = token ? await readLoginToken(token, config.loginSecret) : null;
      if (sid) await deleteAuthSession(deps.db, sid);
      deleteCookie(c, config.cookieName, { path: '/', secure: config.cookieSecure });
      return c.json({ success: true } satisfies SuccessResult, 200);
    });
}
