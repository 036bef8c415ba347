/**
 * The e-mail and Web Push channels (issue 17): one job per notification and channel (per
 * subscription for push), run by the worker. A thrown error means "retry with backoff" (queue.ts);
 * channels never wait for each other. A switch turned off after the job was queued is respected.
 */
import { classProvider } from '../../../domain/class-link';
import { eq, inArray } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { notifications, pushSubscriptions, users } from '../../db/schema';
import { notificationJoinUrl, ROLES_READING_ANY_LINK } from '../sessions/class-link.access';
import { settingsOf } from './notify';
import type { Job, JobResult } from './queue';
import { signUnsubscribeToken } from './unsubscribe-token';

export interface MailChannel {
  transport: Pick<Transporter, 'sendMail'>;
  from: string;
}

export interface PushChannel {
  publicKey: string;
  privateKey: string;
  /** VAPID subject: a mailto: or https: contact for the push service. */
  subject: string;
}

export interface ChannelDeps {
  db: Db;
  /** The public origin links in e-mails and pushes point at. */
  origin: string;
  loginSecret: Uint8Array;
  mail?: MailChannel;
  push?: PushChannel;
}

/**
 * The notification as it is to be sent now. Its join link is the session's current one, and only
 * while the recipient is in the class: a job queued before their booking was cancelled or refunded
 * sends no link (class-link.access.ts, `notificationJoinUrl`).
 */
async function loadNotification(db: Db, id: string) {
  const joinUrl = notificationJoinUrl(inArray(users.role, ROLES_READING_ANY_LINK));
  const [row] = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      joinUrl,
      email: users.email,
      name: users.name,
    })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(eq(notifications.id, id));
  return row ?? null;
}

export function unsubscribeUrl(origin: string, token: string) {
  return `${origin}/api/unsubscribe?token=${encodeURIComponent(token)}`;
}

export async function runEmail(deps: ChannelDeps, job: Job): Promise<JobResult> {
  if (!deps.mail) return { outcome: 'skipped' };
  const n = await loadNotification(deps.db, String(job.payload.notificationId));
  if (!n) return { outcome: 'dropped' };
  if (!(await settingsOf(deps.db, [n.userId])).get(n.userId)!.email) return { outcome: 'skipped' };
  const url = `${deps.origin}${n.link}`;
  const unsubscribe = unsubscribeUrl(deps.origin, await signUnsubscribeToken(n.userId, deps.loginSecret));
  const join = n.joinUrl ? `Join class (${classProvider(n.joinUrl)}): ${n.joinUrl}\n` : '';
  const text = `${n.body}\n\n${join}Open it: ${url}\n\n--\nStudyHub. You get this e-mail because e-mail notifications are on in your profile.\nUnsubscribe: ${unsubscribe}\n`;
  const joinHtml = n.joinUrl ? `<p><a href="${escapeHtml(n.joinUrl)}">Join class (${escapeHtml(classProvider(n.joinUrl))})</a></p>` : '';
  const html = `<p>${escapeHtml(n.body)}</p>${joinHtml}<p><a href="${escapeHtml(url)}">Open in StudyHub</a></p><hr><p style="font-size:12px;color:#555">You get this e-mail because e-mail notifications are on in your profile. <a href="${escapeHtml(unsubscribe)}">Unsubscribe</a></p>`;
  await deps.mail.transport.sendMail({
    from: deps.mail.from,
    to: n.name ? { name: n.name, address: n.email } : n.email,
    subject: n.title,
    text,
    html,
    // RFC 8058 one-click unsubscribe: mail apps POST to it without opening a page.
    list: { unsubscribe },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    messageId: `<${n.id}@studyhub.notifications>`,
  });
  return { outcome: 'sent' };
}

export async function runPush(deps: ChannelDeps, job: Job): Promise<JobResult> {
  if (!deps.push) return { outcome: 'skipped' };
  const n = await loadNotification(deps.db, String(job.payload.notificationId));
  const [sub] = await deps.db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.id, String(job.payload.subscriptionId)));
  if (!n || !sub) return { outcome: 'dropped' };
  if (!(await settingsOf(deps.db, [n.userId])).get(n.userId)!.push) return { outcome: 'skipped' };
  const payload = JSON.stringify({ title: n.title, body: n.body, url: n.link, joinUrl: n.joinUrl, tag: n.id });
  try {
    await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
      vapidDetails: { subject: deps.push.subject, publicKey: deps.push.publicKey, privateKey: deps.push.privateKey },
      TTL: 24 * 60 * 60,
      timeout: 10_000,
    });
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    // The browser unsubscribed or the subscription expired: it will never work again.
    if (status === 404 || status === 410) {
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      return { outcome: 'gone' };
    }
    throw error;
  }
  return { outcome: 'sent' };
}

function escapeHtml(s: string) {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
