/**
 * GET /stats/overview?tz= (issue 16): the caller's own figures for the dashboard's index page. The
 * role comes from the session, never the client: an admin gets the site's figures, a tutor those of
 * their own sessions, a student their own bookings. `tz` is the viewer's IANA zone, whose Mondays
 * start the weeks (UTC when left out).
 */
import { Hono } from 'hono';
import * as v from 'valibot';
import { can } from '../../../domain/capabilities';
import { timeZoneSchema } from '../../../domain/schemas/time-zone';
import type { AppDeps, AppEnv } from '../../context';
import { requireUser } from '../../middleware/auth';
import { valid } from '../../validate';
import { adminOverview, studentOverview, tutorOverview } from './stats.queries';

const overviewQuery = v.object({ tz: v.optional(timeZoneSchema, 'UTC') });

export function statsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/stats/overview', requireUser(deps), valid('query', overviewQuery), async (c) => {
    const { user } = c.var;
    const { tz } = c.req.valid('query');
    const overview = can(user.role, 'stats:site')
      ? await adminOverview(deps.db, tz)
      : can(user.role, 'session:manage-own')
        ? await tutorOverview(deps.db, user.id, tz)
        : await studentOverview(deps.db, user.id);
    return c.json(overview, 200);
  });
}
