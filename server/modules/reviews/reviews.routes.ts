/**
 * Reviews (spec §7). This issue adds the read of the session page: GET /reviews?sessId, for any
 * signed-in user who may see that session (others get 404, as for the session itself).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { can } from '../../../domain/capabilities';
import type { AppDeps, AppEnv } from '../../context';
import { requireUser } from '../../middleware/auth';
import { valid } from '../../validate';
import { visibleSessionOr404 } from '../sessions/session-access';
import { listSessionReviews, toReview } from './reviews.queries';

const reviewsQuery = v.object({ sessId: v.pipe(v.string('sessId is required.'), v.uuid('sessId must be a session id.')) });

export function reviewsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/reviews', requireUser(deps), valid('query', reviewsQuery), async (c) => {
    const { user } = c.var;
    const session = await visibleSessionOr404(deps.db, user, c.req.valid('query').sessId);
    const isAdmin = can(user.role, 'user:read-any');
    const rows = await listSessionReviews(deps.db, session.id);
    return c.json(rows.map((r) => toReview(r, isAdmin || r.email === user.email)), 200);
  });
}
