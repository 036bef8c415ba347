/** Study sessions (spec §7). The public list shows Accepted sessions only (ARCHITECTURE §4). */
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../../context';
import { listAcceptedSessions } from './sessions.queries';

export function sessionsRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().get('/sessions', async (c) => c.json(await listAcceptedSessions(deps.db), 200));
}
