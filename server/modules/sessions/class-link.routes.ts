/**
 * GET /video-room (issue 22): a new Jitsi Meet room for the "Create a video room" button of the
 * session forms, on JITSI_BASE_URL (https://meet.jit.si unless configured). The server makes it so
 * the browser needs no build-time setting and a self-hosted Jitsi is one variable away; nothing is
 * stored (a Jitsi room exists once someone opens it). Tutors and admins only, who edit sessions.
 */
import { Hono } from 'hono';
import { classProvider, newJitsiRoomUrl } from '../../../domain/class-link';
import { can } from '../../../domain/capabilities';
import type { VideoRoom } from '../../../domain/types';
import type { AppDeps, AppEnv } from '../../context';
import { forbidden } from '../../errors';
import { requireUser } from '../../middleware/auth';

export const DEFAULT_JITSI_BASE_URL = 'https://meet.jit.si';

export function classLinkRoutes(deps: AppDeps) {
  const base = deps.config.jitsiBaseUrl ?? DEFAULT_JITSI_BASE_URL;
  return new Hono<AppEnv>().get('/video-room', requireUser(deps), (c) => {
    const { role } = c.var.user;
    if (!can(role, 'session:create') && !can(role, 'session:manage-any')) throw forbidden();
    const url = newJitsiRoomUrl(base);
    // A self-hosted Jitsi has a host of its own: the form names it Jitsi all the same.
    const provider = classProvider(url) === 'Online class' ? 'Jitsi' : classProvider(url);
    c.header('Cache-Control', 'no-store');
    return c.json({ url, provider } satisfies VideoRoom, 200);
  });
}
