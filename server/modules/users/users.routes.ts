/** The user record (docs/product.md#api): created at sign-in, read by the user themselves or an admin. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { userRecordSchema } from '../../../domain/schemas/auth';
import { emailSchema } from '../../../domain/schemas/common';
import { bearerToken } from '../../auth/identity';
import type { AppDeps, AppEnv } from '../../context';
import { forbidden, notFound, unauthorized } from '../../errors';
import { assertSelfOrAdminRead, requireUser } from '../../middleware/auth';
import { signInRateLimit } from '../../middleware/rate-limit';
import { valid } from '../../validate';
import { applyForTutor } from './admin-users.queries';
import { outcomeUser } from './user-outcome';
import { findUserByEmail, listTutors, toUser, upsertUser } from './users.queries';
import { MSG } from '../../../domain/messages';

const emailParam = v.object({ email: emailSchema });

export function usersRoutes(deps: AppDeps) {
  const limit = signInRateLimit(deps, 'users');
  const auth = requireUser(deps);

  return (
    new Hono<AppEnv>()
      .get('/teachers', async (c) => c.json(await listTutors(deps.db), 200))
      .post('/users/:email', limit, valid('param', emailParam), valid('json', userRecordSchema), async (c) => {
        const token = bearerToken(c.req.header('authorization'));
        if (!token) throw unauthorized(MSG.auth.tokenRequired);
        const identity = await deps.identity.verify(token);
        const { email } = c.req.valid('param');
        const body = c.req.valid('json');
        if (email !== identity.email || body.email !== identity.email) {
          throw forbidden(MSG.users.ownProfileOnly);
        }
        const user = await upsertUser(deps.db, {
          email,
          name: body.name ?? identity.name,
          image: body.image ?? identity.picture,
          firebaseUid: identity.uid,
        });
        return c.json(toUser(user), 200);
      })
      .get('/users/role/:email', auth, valid('param', emailParam), async (c) => {
        const { email } = c.req.valid('param');
        assertSelfOrAdminRead(c, email);
        const user = await findUserByEmail(deps.db, email);
        if (!user) throw notFound(MSG.users.noSuchUser);
        return c.json({ role: user.role }, 200);
      })
      .get('/users/:email', auth, valid('param', emailParam), async (c) => {
        const { email } = c.req.valid('param');
        assertSelfOrAdminRead(c, email);
        const user = await findUserByEmail(deps.db, email);
        if (!user) throw notFound(MSG.users.noSuchUser);
        return c.json(toUser(user), 200);
      })
      // The tutor application (docs/product.md#user-status): the student themselves, once until an admin answers it.
      .patch('/users/:email', auth, valid('param', emailParam), async (c) => {
        const { email } = c.req.valid('param');
        assertSelfOrAdminRead(c, email);
        return c.json(outcomeUser(await applyForTutor(deps.db, email)), 200);
      })
  );
}
