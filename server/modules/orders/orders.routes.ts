/**
 * Orders (spec §7). This issue adds the read the session page needs to know whether the student has
 * booked: GET /orders?stuEmail&sessionId, for the caller themselves or an admin.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { emailSchema } from '../../../domain/schemas/common';
import type { AppDeps, AppEnv } from '../../context';
import { assertSelfOrAdminRead, requireUser } from '../../middleware/auth';
import { valid } from '../../validate';
import { findStudentOrders } from './orders.queries';

const orderQuery = v.object({
  stuEmail: emailSchema,
  sessionId: v.pipe(v.string('sessionId is required.'), v.uuid('sessionId must be a session id.')),
});

export function ordersRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/orders', requireUser(deps), valid('query', orderQuery), async (c) => {
    const { stuEmail, sessionId } = c.req.valid('query');
    assertSelfOrAdminRead(c, stuEmail);
    return c.json(await findStudentOrders(deps.db, stuEmail, sessionId), 200);
  });
}
