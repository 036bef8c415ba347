/**
 * Calendars (issue 14):
 * - GET /sessions/{id}/calendar.ics: one session as a download, for whoever may see it (as GET /sessions/{id});
 * - GET /calendar-feed and POST /calendar-feed/rotate: the caller's private feed URL, and a new one;
 * - GET /calendar/{token}.ics: the feed itself. Calendar apps send no cookie, so the token alone opens
 *   it; an unknown, rotated or malformed token is 404. Built on each request, so it is never stale.
 */
import { Hono, type Context } from 'hono';
import type { CalendarFeed } from '../../../domain/types';
import type { AppDeps, AppEnv } from '../../context';
import { notFound } from '../../errors';
import { requireUser } from '../../middleware/auth';
import { classLinkFor } from '../sessions/class-link.access';
import { visibleSessionOr404 } from '../sessions/sessions.access';
import { icsFileName, sessionsCalendar } from './calendar-ics';
import { findFeedByHash, listFeedSessions } from './calendar.queries';
import { currentFeedToken, newFeedToken } from './calendar-feed.service';
import { FEED_TOKEN_PATTERN, feedTokenMatches, hashFeedToken } from './feed-token';
import { MSG } from '../../../domain/messages';

const ICS_TYPE = 'text/calendar; charset=utf-8';

/** The public origin: APP_ORIGIN when configured, else the one this request came to. */
export const publicOrigin = (c: Context, appOrigin: string | undefined) => (appOrigin ?? new URL(c.req.url).origin).replace(/\/+$/, '');

/** Percent-encodes for an RFC 5987 ext-value: encodeURIComponent leaves ' ( ) * alone, which it may not. */
const rfc5987 = (text: string) => encodeURIComponent(text).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

export function calendarRoutes(deps: AppDeps) {
  const { db, config } = deps;
  const feedUrl = (c: Context, token: string): CalendarFeed => ({ url: `${publicOrigin(c, config.appOrigin)}/api/calendar/${token}.ics` });

  return new Hono<AppEnv>()
    .get('/sessions/:id/calendar.ics', requireUser(deps), async (c) => {
      const row = await visibleSessionOr404(db, c.var.user, c.req.param('id'));
      const name = icsFileName(row.title);
      // The class link goes only into the copy of someone in the class: its tutor or a booked student.
      const link = await classLinkFor(db, c.var.user, row);
      const meetingUrl = link && link.role !== 'admin' ? link.meetingUrl : null;
      return c.body(sessionsCalendar([{ ...row, meetingUrl }], publicOrigin(c, config.appOrigin)).toString(), 200, {
        'Content-Type': ICS_TYPE,
        // filename* (RFC 6266) keeps the title as written for browsers that read it; filename, the safe form, for the rest.
        'Content-Disposition': `attachment; filename="${name}"; filename*=UTF-8''${rfc5987(`${row.title}.ics`)}`,
      });
    })
    .get('/calendar-feed', requireUser(deps), async (c) => c.json(feedUrl(c, await currentFeedToken(db, config.loginSecret, c.var.user.id)), 200))
    .post('/calendar-feed/rotate', requireUser(deps), async (c) => c.json(feedUrl(c, await newFeedToken(db, config.loginSecret, c.var.user.id)), 200))
    .get('/calendar/:file', async (c) => {
      const token = /^(.+)\.ics$/.exec(c.req.param('file'))?.[1];
      if (!token || !FEED_TOKEN_PATTERN.test(token)) throw notFound(MSG.calendar.noSuchFeed);
      const feed = await findFeedByHash(db, hashFeedToken(token));
      // The hash found a row; the HMAC check refuses it anyway once the login secret has changed.
      if (!feed || !feedTokenMatches(config.loginSecret, token, feed.userId, feed.createdAt)) throw notFound(MSG.calendar.noSuchFeed);
      const sessions = await listFeedSessions(db, feed.userId);
      return c.body(sessionsCalendar(sessions, publicOrigin(c, config.appOrigin), { feed: true }).toString(), 200, {
        'Content-Type': ICS_TYPE,
        // Never kept, not even by the browser: a reset link or a changed session must show at the
        // next fetch, and the URL is a secret no shared cache may hold. A feed is small to rebuild.
        'Cache-Control': 'private, no-store',
      });
    });
}
