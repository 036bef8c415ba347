/**
 * Notifications API (issue 17). Everything but the unsubscribe link is the caller's own: a
 * notification of someone else answers 404, as if it did not exist (docs/architecture.md#access).
 * - GET /notifications?cursor&limit, PATCH /notifications/{id} { read: true }, POST /notifications/read-all
 * - GET and PUT /notification-settings
 * - POST /push-subscriptions (a browser's PushSubscription), DELETE /push-subscriptions { endpoint }
 * - GET /unsubscribe?token (a page with one button) and POST /unsubscribe?token (that button, and
 *   mail apps' RFC 8058 one-click POST): no sign-in, the signed token says whose e-mails to stop.
 */
import { Hono } from 'hono';
import type { PushSubscribeResult, ReadAllResult } from '../../../domain/types';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import {
  markReadSchema,
  NOTIFICATION_PAGE_SIZE,
  notificationListQuery,
  notificationSettingsSchema,
  type NotificationSettings,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from '../../../domain/schemas/notifications';
import type { AppDeps, AppEnv } from '../../context';
import { AppError, notFound } from '../../errors';
import { requireUser } from '../../middleware/auth';
import { idOr404, valid } from '../../validate';
import type { ChannelSettings } from './notify';
import {
  deletePushSubscription,
  getSettings,
  listNotifications,
  markAllRead,
  markRead,
  putSettings,
  savePushSubscription,
  turnEmailOff,
} from './notifications.queries';
import { readUnsubscribeToken } from './unsubscribe-token';
import { MSG } from '../../../domain/messages';

const tokenQuery = v.object({
  token: v.pipe(v.string(MSG.notifications.unsubscribeInvalid), v.maxLength(2000, MSG.notifications.unsubscribeInvalid)),
});

export function notificationsRoutes(deps: AppDeps) {
  const { db } = deps;
  const auth = requireUser(deps);
  const withAvailability = (s: ChannelSettings): NotificationSettings => ({
    ...s,
    emailAvailable: deps.config.notifications?.emailAvailable ?? false,
    pushPublicKey: deps.config.notifications?.pushPublicKey ?? null,
  });

  return new Hono<AppEnv>()
    .get('/notifications', auth, valid('query', notificationListQuery), async (c) => {
      const { cursor, limit } = c.req.valid('query');
      return c.json(await listNotifications(db, c.var.user, limit ?? NOTIFICATION_PAGE_SIZE, cursor), 200);
    })
    .post('/notifications/read-all', auth, async (c) => c.json({ updated: await markAllRead(db, c.var.user.id) } satisfies ReadAllResult, 200))
    .patch('/notifications/:id', auth, valid('json', markReadSchema), async (c) => {
      const item = await markRead(db, c.var.user, idOr404(c.req.param('id'), MSG.notifications.noSuchNotification));
      if (!item) throw notFound(MSG.notifications.noSuchNotification);
      return c.json(item, 200);
    })
    .get('/notification-settings', auth, async (c) => c.json(withAvailability(await getSettings(db, c.var.user.id)), 200))
    .put('/notification-settings', auth, valid('json', notificationSettingsSchema), async (c) =>
      c.json(withAvailability(await putSettings(db, c.var.user.id, c.req.valid('json'))), 200),
    )
    .post('/push-subscriptions', auth, valid('json', pushSubscriptionSchema), async (c) => {
      if (!deps.config.notifications?.pushPublicKey) throw new AppError(409, 'conflict', MSG.notifications.pushNotSetUp);
      await savePushSubscription(db, c.var.user.id, c.req.valid('json'));
      return c.json({ subscribed: true } satisfies PushSubscribeResult, 201);
    })
    .delete('/push-subscriptions', auth, valid('json', pushUnsubscribeSchema), async (c) =>
      c.json({ deleted: await deletePushSubscription(db, c.var.user.id, c.req.valid('json').endpoint) }, 200),
    )
    .get('/unsubscribe', valid('query', tokenQuery), async (c) => {
      const token = c.req.valid('query').token;
      const ok = (await readUnsubscribeToken(token, deps.config.loginSecret)) !== null;
      c.header('Cache-Control', 'no-store');
      if (!ok) return c.html(page('Link not valid', '<p>This unsubscribe link is not valid. You can turn e-mails off on your profile page.</p>'), 404);
      const action = `/api/unsubscribe?token=${encodeURIComponent(token)}`;
      return c.html(
        page(
          'Unsubscribe',
          `<p>Stop the notification e-mails from StudyHub? You can turn them on again on your profile page.</p><form method="post" action="${escapeAttr(action)}"><button type="submit">Unsubscribe</button></form>`,
        ),
        200,
      );
    })
    .post('/unsubscribe', bodyLimit({ maxSize: 4 * 1024 }), valid('query', tokenQuery), async (c) => {
      const userId = await readUnsubscribeToken(c.req.valid('query').token, deps.config.loginSecret);
      if (!userId) return c.html(page('Link not valid', '<p>This unsubscribe link is not valid.</p>'), 404);
      await turnEmailOff(db, userId);
      return c.html(page('Unsubscribed', '<p>You will get no more notification e-mails. You can turn them on again on your profile page.</p>'), 200);
    });
}

function escapeAttr(s: string) {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** A small page of its own: it must work without the app (no sign-in, maybe no JavaScript). */
function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · StudyHub</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;color:#0f172a}h1{font-size:1.5rem}button{font:inherit;padding:.6rem 1.2rem;border-radius:.5rem;border:0;background:#4338ca;color:#fff;cursor:pointer}a{color:#4338ca}</style>
</head><body><main><h1>${title}</h1>${body}<p><a href="/">Go to StudyHub</a></p></main></body></html>`;
}
