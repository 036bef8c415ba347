/**
 * A tutor's own sessions (docs/product.md#api). The tutor is always the caller; another tutor's session id answers
 * 404 as if it did not exist. Admins may read (GET) a tutor's lists; they change sessions through the
 * admin routes.
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { emailSchema } from '../../../domain/schemas/common';
import { sessionBodySchema } from '../../../domain/schemas/session';
import type { SessionDeleteResult, WriteResult } from '../../../domain/types';
import type { AppEnv, BookingDeps } from '../../context';
import { conflict, notFound } from '../../errors';
import { requireCapability, requireUser } from '../../middleware/auth';
import { valid } from '../../validate';
import { cancelAndDeleteSession } from '../orders/cancel.service';
import { assertTutorSelfOrAdminRead, tutorForRead } from '../users/tutor.access';
import { classLinkChanged, withMeetingUrls } from './class-link.access';
import { sessionIdOr404 } from './sessions.access';
import { insertSession, requestAgain, sessionStatusOf, updateSessionContent } from './session-writes.queries';
import { findSession, listTutorSessions, toStudySession } from './sessions.queries';
import { MSG } from '../../../domain/messages';

const emailParam = v.object({ email: emailSchema });
const teachQuery = v.object({ sessId: v.string(MSG.common.paramRequired('sessId')), tutorMail: emailSchema });

export function tutorSessionsRoutes(deps: BookingDeps) {
  const { db } = deps;
  const auth = requireUser(deps);
  const own = requireCapability('session:manage-own');

  return new Hono<AppEnv>()
    .post('/sessions', auth, requireCapability('session:create'), valid('json', sessionBodySchema), async (c) => {
      const id = await insertSession(db, c.var.user.id, c.req.valid('json'));
      const [created] = await withMeetingUrls(db, [toStudySession((await findSession(db, id))!)]);
      return c.json(created, 201);
    })
    .get('/created-sessions/:email', auth, valid('param', emailParam), async (c) => {
      const { email } = c.req.valid('param');
      const tutor = await tutorForRead(c, db, email, 'session');
      // The tutor's own sessions (or an admin reading them): each carries its class link (issue 22).
      return c.json(tutor ? await withMeetingUrls(db, await listTutorSessions(db, tutor.id)) : [], 200);
    })
    .get('/teach-sessions', auth, valid('query', teachQuery), async (c) => {
      const { sessId, tutorMail } = c.req.valid('query');
      assertTutorSelfOrAdminRead(c, tutorMail, 'session');
      const row = await findSession(db, sessionIdOr404(sessId));
      if (!row || row.tutorEmail !== tutorMail) throw notFound(MSG.sessions.noSuchSession);
      const [session] = await withMeetingUrls(db, [toStudySession(row)]);
      return c.json(session, 200);
    })
    .patch('/update-session/:id', auth, own, valid('json', sessionBodySchema), async (c) => {
      const id = sessionIdOr404(c.req.param('id'));
      if (!(await sessionStatusOf(db, id, c.var.user.id))) throw notFound(MSG.sessions.noSuchSession);
      const { modifiedCount, linkChanged } = await updateSessionContent(db, id, c.req.valid('json'), c.var.user.id);
      if (linkChanged) await classLinkChanged(db, id);
      return c.json({ acknowledged: true, modifiedCount } satisfies WriteResult, 200);
    })
    .patch('/rereq-session/:id', auth, own, async (c) => {
      const id = sessionIdOr404(c.req.param('id'));
      const status = await sessionStatusOf(db, id, c.var.user.id);
      if (!status) throw notFound(MSG.sessions.noSuchSession);
      if (status !== 'Rejected') throw conflict(MSG.sessions.rerequestOnlyRejected);
      const modifiedCount = await requestAgain(db, id, c.var.user.id);
      return c.json({ acknowledged: true, modifiedCount } satisfies WriteResult, 200);
    })
    .delete('/delete-session/:id', auth, own, async (c) => {
      const id = sessionIdOr404(c.req.param('id'));
      const { deletedCount, cancelled, refundsPending } = await cancelAndDeleteSession(deps, id, c.var.user.id);
      if (!deletedCount) throw notFound(MSG.sessions.noSuchSession);
      return c.json({ acknowledged: true, deletedCount, cancelledBookings: cancelled, refundsPending } satisfies SessionDeleteResult, 200);
    });
}
