/**
 * Shared set-up of the notification API tests: the app with e-mail and push available, a real SMTP
 * server, a push-service stand-in, and workers on a clock the test moves by hand.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import webpush from 'web-push';
import { pushSubscriptions, users } from '../../server/db/schema';
import type { Db } from '../../server/db/client';
import { eq } from 'drizzle-orm';
import { setupApi, type TestContext } from './api-context';
import { decryptPush, startMailSink, startPushSink } from '../fakes/notification-sinks';
import { type WorkerDeps, runNotificationJobs } from '../../server/modules/notifications/worker';

export const VAPID = webpush.generateVAPIDKeys();

export async function setupNotifications() {
  /** The workers' clock: real time moved by `offset` ms, which the test sets (notifications are stamped with real time). */
  const clock = { offset: 0, now: () => Date.now() + clock.offset, at: (t: number) => void (clock.offset = t - Date.now()) };
  const ctx = await setupApi({ notifications: { emailAvailable: true, pushPublicKey: VAPID.publicKey } });
  const mail = await startMailSink();
  const push = await startPushSink();
  afterAll(() => Promise.all([mail.close(), push.close()]));
  /** A worker as one API process has it; `db` lets a test give it its own connection pool. */
  const workerDeps = (db: Db = ctx.db): WorkerDeps => ({
    db,
    origin: 'http://localhost',
    loginSecret: ctx.config.loginSecret,
    mail: { transport: mail.transport, from: 'StudyHub <no-reply@studyhub.test>' },
    push: { publicKey: VAPID.publicKey, privateKey: VAPID.privateKey, subject: 'mailto:test@studyhub.test' },
    now: () => clock.now(),
  });
  const run = (db?: Db) => runNotificationJobs(workerDeps(db));
  return { ctx, clock, mail, push, workerDeps, run };
}

/**
 * Stores a browser's push subscription for `email` whose endpoint is the stand-in's (a loopback
 * address the API would refuse, so straight in the table). Answers the browser's `read`: a push body
 * received for it, decrypted and parsed as the service worker would.
 */
export async function subscribePush(ctx: TestContext, email: string, endpoint: string) {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  await ctx.db.insert(pushSubscriptions).values({
    userId: user!.id,
    endpoint,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: auth.toString('base64url'),
  });
  return { read: (body: Buffer): Record<string, unknown> => JSON.parse(decryptPush(body, { ecdh, auth })) as Record<string, unknown> };
}

/** A valid browser subscription body for POST /api/push-subscriptions. */
export function subscriptionBody(endpoint = `https://push.example.test/${randomBytes(8).toString('hex')}`) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') } };
}
