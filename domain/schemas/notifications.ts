/** Notifications (issue 17): what the API accepts and answers, shared by the server and the app. */
import * as v from 'valibot';

/** One notification in the bell's list. `link` is the app path it opens. */
export interface AppNotification {
  id: string;
  event: string;
  title: string;
  body: string;
  link: string;
  /** The class's join link, on reminders and link changes (issue 22); opens in a new tab. */
  joinUrl: string | null;
  createdAt: string;
  read: boolean;
}

export interface NotificationPage {
  items: AppNotification[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
  /** Unread notifications in all. */
  unread: number;
}

/** The caller's channel switches, and which channels this server can use at all. */
export interface NotificationSettings {
  inApp: boolean;
  email: boolean;
  push: boolean;
  /** False when the server has no SMTP_URL: e-mails are not sent whatever the switch says. */
  emailAvailable: boolean;
  /** The VAPID public key for PushManager.subscribe; null when the server has no Web Push keys. */
  pushPublicKey: string | null;
}

export const NOTIFICATION_PAGE_SIZE = 20;

const bool = (name: string) => v.boolean(`${name} must be true or false.`);

export const notificationSettingsSchema = v.object({ inApp: bool('inApp'), email: bool('email'), push: bool('push') });

export const markReadSchema = v.object({ read: v.literal(true, 'read must be true.') });

export const notificationListQuery = v.object({
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}_[0-9a-f-]{36}$/i, 'cursor is not valid.'))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'limit must be a number from 1 to 50.'),
      v.transform(Number),
      v.minValue(1, 'limit must be a number from 1 to 50.'),
      v.maxValue(50, 'limit must be a number from 1 to 50.'),
    ),
  ),
});

const base64url = (name: string, max: number) =>
  v.pipe(v.string(`${name} is required.`), v.regex(/^[A-Za-z0-9_-]+=*$/, `${name} must be base64url.`), v.maxLength(max, `${name} is too long.`));

/** A browser's PushSubscription as `toJSON()` gives it. Push services are https only. */
export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(
    v.string('endpoint is required.'),
    v.maxLength(2000, 'endpoint is too long.'),
    v.url('endpoint must be a URL.'),
    v.regex(/^https:\/\//, 'endpoint must be an https URL.'),
  ),
  keys: v.object({ p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) }),
});

export const pushUnsubscribeSchema = v.object({ endpoint: v.pipe(v.string('endpoint is required.'), v.maxLength(2000, 'endpoint is too long.')) });
