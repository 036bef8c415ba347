/**
 * All Users (docs/product.md#screen-all-users, #api): an admin lists and searches users, changes roles and rejects tutor
 * requests. Every rule that can refuse lives in admin-users.queries.ts, inside one statement or
 * transaction, so concurrent admins cannot break it.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { emailSchema } from '../../../domain/schemas/common';
import { MORE_RESULTS_HEADER, roleChangeSchema, USER_SEARCH_LIMIT, userSearchSchema } from '../../../domain/schemas/user';
import type { UserList } from '../../../domain/types';
import type { AppDeps, AppEnv } from '../../context';
import { forbidden } from '../../errors';
import { requireCapability, requireUser } from '../../middleware/auth';
import { valid } from '../../validate';
import { changeRole, rejectTutorRequest, searchUsers } from './admin-users.queries';
import { outcomeUser } from './user-outcome';
import { toUser } from './users.queries';

const emailParam = v.object({ email: emailSchema });
const adminEmailParam = v.object({ adminEmail: emailSchema });

export function adminUsersRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  const admin = requireCapability('user:manage');

  return new Hono<AppEnv>()
    .get('/allusers/:adminEmail', auth, admin, valid('param', adminEmailParam), valid('query', userSearchSchema), async (c) => {
      // The original API's path (docs/product.md#api) names the admin; it must be the caller, like every {email} in a path.
      if (c.req.valid('param').adminEmail !== c.var.user.email) throw forbidden();
      const { rows, more } = await searchUsers(deps.db, c.req.valid('query'), USER_SEARCH_LIMIT);
      // The answer is a UserList: the users in the body, `more` in a header (the original API's body is the array).
      const list: UserList = { users: rows.map(toUser), more };
      if (list.more) c.header(MORE_RESULTS_HEADER, 'true');
      return c.json(list.users, 200);
    })
    .patch('/user/role/:email', auth, admin, valid('param', emailParam), valid('json', roleChangeSchema), async (c) => {
      const outcome = await changeRole(deps.db, c.req.valid('param').email, c.req.valid('json').role);
      return c.json(outcomeUser(outcome), 200);
    })
    .patch('/user/reject/:email', auth, admin, valid('param', emailParam), async (c) => {
      return c.json(outcomeUser(await rejectTutorRequest(deps.db, c.req.valid('param').email)), 200);
    });
}
