/** Notifications (issue 17): what the API accepts and answers, shared by the server and the app. */
import * as v from 'valibot';
import { MSG } from '../messages';

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

const bool = (name: string) => v.boolean(MSG.validation.mustBeBoolean(name));

export const notificationSettingsSchema = v.object({ inApp: bool('inApp'), email: bool('email'), push: bool('push') });

export const markReadSchema = v.object({ read: v.literal(true, MSG.notifications.readMustBeTrue) });

export const notificationListQuery = v.object({
  cursor: v.optional(v.pipe(v.string(), v.regex(/^\d{1,15}_[0-9a-f-]{36}$/i, MSG.validation.notValid('cursor')))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, MSG.notifications.limitRange),
      v.transform(Number),
      v.minValue(1, MSG.notifications.limitRange),
      v.maxValue(50, MSG.notifications.limitRange),
    ),
  ),
});

const base64url = (name: string, max: number) =>
  v.pipe(
    v.string(MSG.validation.required(name)),
    v.regex(/^[A-Za-z0-9_-]+=*$/, MSG.validation.notBase64url(name)),
    v.maxLength(max, MSG.validation.tooLongPlain(name)),
  );

/** A browser's PushSubscription as `toJSON()` gives it. Push services are https only. */
export const pushSubscriptionSchema = v.object({
  endpoint: v.pipe(
    v.string(MSG.validation.required('endpoint')),
    v.maxLength(2000, MSG.validation.tooLongPlain('endpoint')),
    v.url(MSG.validation.notUrl('endpoint')),
    v.regex(/^https:\/\//, MSG.validation.notHttpsUrl('endpoint')),
  ),
  keys: v.object({ p256dh: base64url('keys.p256dh', 200), auth: base64url('keys.auth', 100) }),
});

export const pushUnsubscribeSchema = v.object({
  endpoint: v.pipe(v.string(MSG.validation.required('endpoint')), v.maxLength(2000, MSG.validation.tooLongPlain('endpoint'))),
});
