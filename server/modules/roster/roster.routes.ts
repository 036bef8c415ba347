/**
 * The class roster (issue 15): GET /sessions/{id}/roster and /sessions/{id}/roster.csv, for the
 * session's tutor or an admin. Anyone else is told the session does not exist (404, as every owner
 * check answers: docs/architecture.md#access).
 */
import { Hono } from 'hono';
import { can } from '../../../domain/capabilities';
import type { AppDeps, AppEnv, SessionUser } from '../../context';
import { notFound } from '../../errors';
import { requireUser } from '../../middleware/auth';
import { NO_SUCH_SESSION, sessionIdOr404 } from '../sessions/sessions.access';
import { findSession } from '../sessions/sessions.queries';
import { rosterCsv } from './roster-csv';
import { rosterOf } from './roster.queries';

async function rosterFor(deps: AppDeps, user: SessionUser, id: string | undefined) {
  const session = await findSession(deps.db, sessionIdOr404(id));
  const mayRead = session && ((session.tutorId === user.id && can(user.role, 'session:manage-own')) || can(user.role, 'session:manage-any'));
  if (!mayRead) throw notFound(NO_SUCH_SESSION);
  return rosterOf(deps.db, session);
}

export function rosterRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/sessions/:id/roster', requireUser(deps), async (c) => c.json(await rosterFor(deps, c.var.user, c.req.param('id')), 200))
    .get('/sessions/:id/roster.csv', requireUser(deps), async (c) => {
      const roster = await rosterFor(deps, c.var.user, c.req.param('id'));
      const name = `roster-${roster.sessionId.slice(0, 8)}.csv`;
      return c.body(rosterCsv(roster), 200, {
        'Content-Type': 'text/csv; charset=UTF-8',
        'Content-Disposition': `attachment; filename="${name}"`,
      });
    });
}
