/**
 * Orders and booked sessions (docs/product.md#api, issue 4):
 * - GET /orders?stuEmail&sessionId and GET /bookedsessions/{email}: the caller themselves, or an admin;
 * - POST /orders: a student books for themselves, under the rules of ./booking.service.ts. The client's
 *   price and student are never trusted; the same submission twice answers the first order (200).
 * - POST /orders/{id}/cancel: the order's student or an admin, until the deadline (./cancel.service.ts).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { orderBody } from '../../../domain/schemas/booking';
import { emailSchema } from '../../../domain/schemas/common';
import type { AppEnv, BookingDeps } from '../../context';
import { forbidden } from '../../errors';
import { assertSelfOrAdminRead, requireCapability, requireUser } from '../../middleware/auth';
import { idOr404, valid } from '../../validate';
import { sessionIdOr404 } from '../sessions/sessions.access';
import { book, bookableSession, repeatOrConflict } from './booking.service';
import { DEFAULT_CANCEL_DEADLINE_HOURS } from '../../../domain/cancel-rules';
import { listBookedSessions } from './booked-sessions.queries';
import { cancelOrder } from './cancel.service';
import { findOrder, findStudentOrders } from './orders.queries';
import { MSG } from '../../../domain/messages';

const orderQuery = v.object({
  stuEmail: emailSchema,
  sessionId: v.string(MSG.common.paramRequired('sessionId')),
});

export function ordersRoutes(deps: BookingDeps) {
  return new Hono<AppEnv>()
    .get('/orders', requireUser(deps), valid('query', orderQuery), async (c) => {
      const { stuEmail, sessionId } = c.req.valid('query');
      assertSelfOrAdminRead(c, stuEmail);
      return c.json(await findStudentOrders(deps.db, stuEmail, sessionIdOr404(sessionId)), 200);
    })
    .post('/orders', requireUser(deps), requireCapability('session:book'), valid('json', orderBody), async (c) => {
      const { user } = c.var;
      const body = c.req.valid('json');
      if (body.student?.email && body.student.email !== user.email) throw forbidden(MSG.bookings.onlyYourself);
      // The same submission again answers the first order, even once registration has ended (the
      // webhook may have recorded a paid order first).
      const existing = await findOrder(deps.db, user.id, body.sessionId);
      if (existing) return c.json(repeatOrConflict(existing, body.transactionId ?? null), 200);
      const session = await bookableSession(deps.db, user, body.sessionId);
      const { order, created } = await book(deps.db, deps.payments, user, session, body.transactionId ?? null);
      return c.json(order, created ? 201 : 200);
    })
    .get('/bookedsessions/:email', requireUser(deps), async (c) => {
      const parsed = v.safeParse(emailSchema, c.req.param('email'));
      if (!parsed.success) throw forbidden();
      assertSelfOrAdminRead(c, parsed.output);
      return c.json(await listBookedSessions(deps.db, parsed.output, deps.config.cancelDeadlineHours ?? DEFAULT_CANCEL_DEADLINE_HOURS), 200);
    })
    .post('/orders/:id/cancel', requireUser(deps), async (c) => {
      const id = idOr404(c.req.param('id'), MSG.bookings.noSuchOrder);
      return c.json(await cancelOrder(deps, c.var.user, id), 200);
    });
}
