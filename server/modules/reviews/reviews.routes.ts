/**
 * Reviews (docs/product.md#api):
 * - GET /reviews?sessId: any signed-in user who may see that session (others get 404, as for the
 *   session itself);
 * - POST /reviews: a student with an order for the session, an integer rating from 1 to 5 and a
 *   non-empty text. A second review from the same student replaces the first. The session's
 *   average (on its page and the home cards) changes with it.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { can } from '../../../domain/capabilities';
import { reviewBody } from '../../../domain/schemas/booking';
import type { Review } from '../../../domain/types';
import type { AppDeps, AppEnv } from '../../context';
import { conflict, forbidden } from '../../errors';
import { requireCapability, requireUser } from '../../middleware/auth';
import { valid } from '../../validate';
import { findOrder } from '../orders/orders.queries';
import { visibleSessionOr404 } from '../sessions/sessions.access';
import { listSessionReviews, toReview, upsertReview } from './reviews.queries';
import { MSG } from '../../../domain/messages';

const reviewsQuery = v.object({ sessId: v.string(MSG.common.paramRequired('sessId')) });

export function reviewsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/reviews', requireUser(deps), valid('query', reviewsQuery), async (c) => {
      const { user } = c.var;
      const session = await visibleSessionOr404(deps.db, user, c.req.valid('query').sessId);
      const isAdmin = can(user.role, 'user:read-any');
      const rows = await listSessionReviews(deps.db, session.id);
      return c.json(
        rows.map((r) => toReview(r, isAdmin || r.email === user.email)),
        200,
      );
    })
    .post('/reviews', requireUser(deps), requireCapability('review:write'), valid('json', reviewBody), async (c) => {
      const { user } = c.var;
      const body = c.req.valid('json');
      if (body.student?.email && body.student.email !== user.email) throw forbidden(MSG.reviews.onlyYourself);
      const session = await visibleSessionOr404(deps.db, user, body.sessionId);
      if (!(await findOrder(deps.db, user.id, session.id))) throw conflict(MSG.reviews.notBooked);
      const id = await upsertReview(deps.db, { studentId: user.id, sessionId: session.id, rating: body.rating, revDesc: body.revDesc });
      const review: Review = {
        _id: id,
        student: { name: user.name, email: user.email, image: user.image },
        sessionId: session.id,
        revDesc: body.revDesc,
        rating: body.rating,
      };
      return c.json(review, 201);
    });
}
