/**
 * The class roster (issue 15): GET /sessions/{id}/roster and /sessions/{id}/roster.csv, for the
 * session's tutor or an admin (./roster.access.ts).
 */
import { Hono } from 'hono';
import type { AppDeps, AppEnv, LoginUser } from '../../context';
import { requireUser } from '../../middleware/auth';
import { rosterCsv } from './roster-csv';
import { rosterSessionOr404 } from './roster.access';
import { rosterOf } from './roster.queries';

async function rosterFor(deps: AppDeps, user: LoginUser, id: string | undefined) {
  return rosterOf(deps.db, await rosterSessionOr404(deps.db, user, id));
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
