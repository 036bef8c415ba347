/** The admins' session routes (docs/product.md#api): every session, price and status, customise, delete. */
import { Hono } from 'hono';
import { modifySessionSchema, sessionBodySchema, toCents } from '../../../domain/schemas/session';
import type { SessionDeleteResult, WriteResult } from '../../../domain/types';
import type { AppEnv, BookingDeps } from '../../context';
import { notFound } from '../../errors';
import { requireCapability, requireUser } from '../../middleware/auth';
import { valid } from '../../validate';
import { cancelAndDeleteSession } from '../orders/cancel.service';
import { classLinkChanged } from './class-link.access';
import { sessionIdOr404 } from './sessions.access';
import { sessionStatusOf, setPriceAndStatus, updateSessionContent } from './session-writes.queries';
import { listAllSessions } from './sessions.queries';
import { MSG } from '../../../domain/messages';

export function adminSessionsRoutes(deps: BookingDeps) {
  const { db } = deps;
  const admin = [requireUser(deps), requireCapability('session:manage-any')] as const;

  return new Hono<AppEnv>()
    .get('/allsessions', ...admin, async (c) => c.json(await listAllSessions(db), 200))
    .patch('/modify-session/:id', ...admin, valid('json', modifySessionSchema), async (c) => {
      const id = sessionIdOr404(c.req.param('id'));
      if (!(await sessionStatusOf(db, id))) throw notFound(MSG.sessions.noSuchSession);
      const { price, status } = c.req.valid('json');
      const modifiedCount = await setPriceAndStatus(db, id, toCents(price), status);
      return c.json({ acknowledged: true, modifiedCount } satisfies WriteResult, 200);
    })
    .patch('/updsessad/:id', ...admin, valid('json', sessionBodySchema), async (c) => {
      const id = sessionIdOr404(c.req.param('id'));
      if (!(await sessionStatusOf(db, id))) throw notFound(MSG.sessions.noSuchSession);
      const { modifiedCount, linkChanged } = await updateSessionContent(db, id, c.req.valid('json'));
      if (linkChanged) await classLinkChanged(db, id);
      return c.json({ acknowledged: true, modifiedCount } satisfies WriteResult, 200);
    })
    .delete('/sessions/:id', ...admin, async (c) => {
      const id = sessionIdOr404(c.req.param('id'));
      // Live bookings are cancelled and refunded first (issue 15); the cache is told inside.
      const { deletedCount, cancelled, refundsPending } = await cancelAndDeleteSession(deps, id);
      if (!deletedCount) throw notFound(MSG.sessions.noSuchSession);
      return c.json({ acknowledged: true, deletedCount, cancelledBookings: cancelled, refundsPending } satisfies SessionDeleteResult, 200);
    });
}
