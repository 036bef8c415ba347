/**
 * Study sessions (docs/product.md#api): the public list, one session for any signed-in user who may see it, and
 * the tutor's and the admin's routes (their own files). The public list comes from memory
 * (public-sessions-cache.ts) with an ETag and a pre-compressed body.
 */
import { Hono } from 'hono';
import type { AppEnv, BookingDeps } from '../../context';
import { requireUser } from '../../middleware/auth';
import { adminSessionsRoutes } from './admin-sessions.routes';
import { classLinkFor } from './class-link.access';
import { classLinkRoutes } from './class-link.routes';
import { getPublicSessions } from './public-sessions-cache';
import { visibleSessionOr404 } from './sessions.access';
import { toStudySession } from './sessions.queries';
import { tutorSessionsRoutes } from './tutor-sessions.routes';

/** The best encoding this client accepts (Accept-Encoding with q-values) among those kept ready. */
export function pickEncoding(accept: string | undefined): 'br' | 'gzip' | null {
  if (!accept) return null;
  const weights = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allowed = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (allowed('br')) return 'br';
  if (allowed('gzip')) return 'gzip';
  return null;
}

export function sessionsRoutes(deps: BookingDeps) {
  return new Hono<AppEnv>()
    .get('/sessions', async (c) => {
      const list = await getPublicSessions(deps.db);
      const encoding = pickEncoding(c.req.header('accept-encoding'));
      const etag = `"${list.etag}${encoding ? `-${encoding}` : ''}"`;
      const headers: Record<string, string> = {
        'Content-Type': 'application/json; charset=UTF-8',
        // Public and shared, but always revalidated: a visitor sees a new session on the next load.
        'Cache-Control': 'public, no-cache',
        Vary: 'Accept-Encoding',
        ETag: etag,
      };
      const ifNoneMatch = c.req.header('if-none-match');
      if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
        return c.body(null, 304, headers);
      }
      if (encoding) headers['Content-Encoding'] = encoding;
      const body = encoding === 'br' ? list.br : encoding === 'gzip' ? list.gzip : list.identity;
      return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
    })
    .get('/sessions/:id', requireUser(deps), async (c) => {
      const row = await visibleSessionOr404(deps.db, c.var.user, c.req.param('id'));
      // The class link only for its tutor, admins and booked students (issue 22).
      const link = await classLinkFor(deps.db, c.var.user, row);
      return c.json(link ? { ...toStudySession(row), meetingUrl: link.meetingUrl } : toStudySession(row), 200);
    })
    .route('/', classLinkRoutes(deps))
    .route('/', tutorSessionsRoutes(deps))
    .route('/', adminSessionsRoutes(deps));
}
