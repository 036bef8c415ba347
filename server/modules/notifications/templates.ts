/**
 * Every kind of notification and its words, in one place (issue 17). To add a kind (e.g. issue 22's
 * "class link changed"): add its data to EventData and its template here, then call
 * `notify(db, { event, to, subjectId, occurrence, data })` where the change is written. A template
 * answers the title, the text and the app path the notification opens; the in-app list, the e-mail
 * and the push all use those (and, for JOIN_LINK_EVENTS, the session's current class link). A reminder's data is gathered in reminders.ts (runReminder): a field
 * added there (a meeting link, say) is available to the 'class-reminder' template here.
 */
import { classProvider } from '../../../domain/class-link';
import { dollars } from '../../../domain/text';

/** The app's paths the notifications open (the server does not import src/config/paths.ts; same values). */
const paths = {
  session: (id: string) => `/sessions/${id}`,
  dashboard: { profile: '/dashboard/profile', bookedSessions: '/dashboard/booked-sessions' },
};

export type ReminderKind = '24h' | '1h';

export interface EventData {
  /** A booked class starts soon (student and tutor). */
  'class-reminder': { sessionId: string; title: string; classStart: string; kind: ReminderKind; minutesLeft: number; meetingUrl: string | null };
  /** The tutor or an admin set, replaced or removed the class link of a session the student booked (issue 22). */
  'class-link-changed': { sessionId: string; title: string; meetingUrl: string | null };
  /** Admin decisions on a tutor's session. */
  'session-approved': { sessionId: string; title: string };
  'session-rejected': { sessionId: string; title: string };
  'session-priced': { sessionId: string; title: string; price: number };
  /** Bookings on a tutor's session. */
  'booking-new': { sessionId: string; title: string; studentName: string };
  'booking-cancelled': { sessionId: string; title: string; studentName: string };
  /** A student's tutor application was decided. */
  'tutor-application-decided': { approved: boolean; role: string };
  /** A student's own booking. */
  'order-cancelled': { sessionId: string | null; title: string };
  'order-refunded': { sessionId: string | null; title: string; amount: number };
  /** The organiser cancelled (deleted) a session the student had booked. */
  'session-cancelled': { title: string };
}

export type EventName = keyof EventData;

export interface Rendered {
  title: string;
  body: string;
  link: string;
}

/**
 * The events whose notification offers "Join class" beside its own link (issue 22). Their subject
 * is the session. The link itself is not stored with the notification: it is read from the session
 * when the notification is listed or delivered, and only while its owner is in the class
 * (`notificationJoinUrl` in sessions/class-link.access.ts).
 */
export const JOIN_LINK_EVENTS = ['class-reminder', 'class-link-changed'] as const satisfies readonly EventName[];

const q = (title: string) => `“${title}”`;

function timeLeft(minutes: number): string {
  if (minutes >= 90) return `in about ${Math.round(minutes / 60)} hours`;
  if (minutes >= 55) return 'in about an hour';
  return `in ${Math.max(1, Math.round(minutes))} minutes`;
}

export const templates: { [E in EventName]: (data: EventData[E]) => Rendered } = {
  'class-reminder': (d) => ({
    title: `Class ${timeLeft(d.minutesLeft)}`,
    body:
      `${q(d.title)} starts ${timeLeft(d.minutesLeft)} (${new Date(d.classStart).toUTCString().replace('GMT', 'UTC')}).` +
      // No provider named: the text is written once, the link is read when the reminder is (a provider
      // named here would go stale when the tutor moves the class); the Join class button names it.
      (d.meetingUrl ? ' Join class from 15 minutes before.' : ' The tutor has not added a class link yet.'),
    link: paths.session(d.sessionId),
  }),
  'class-link-changed': (d) => ({
    title: d.meetingUrl ? 'Class link changed' : 'Class link removed',
    body: d.meetingUrl
      ? `${q(d.title)} now takes place on ${classProvider(d.meetingUrl)}. Use the new link to join.`
      : `The tutor removed the class link of ${q(d.title)}. You will be told when a new one is added.`,
    link: paths.session(d.sessionId),
  }),
  'session-approved': (d) => ({ title: 'Session approved', body: `${q(d.title)} was approved and is open for booking.`, link: paths.session(d.sessionId) }),
  'session-rejected': (d) => ({
    title: 'Session rejected',
    body: `${q(d.title)} was rejected. You can edit it and request a review again from My Sessions.`,
    link: paths.session(d.sessionId),
  }),
  'session-priced': (d) => ({
    title: 'Session priced',
    body: d.price > 0 ? `${q(d.title)} now costs ${dollars(d.price)}.` : `${q(d.title)} is now free.`,
    link: paths.session(d.sessionId),
  }),
  'booking-new': (d) => ({ title: 'New booking', body: `${d.studentName} booked ${q(d.title)}.`, link: paths.session(d.sessionId) }),
  'booking-cancelled': (d) => ({
    title: 'Booking cancelled',
    body: `${d.studentName} cancelled their booking of ${q(d.title)}.`,
    link: paths.session(d.sessionId),
  }),
  'tutor-application-decided': (d) => ({
    title: d.approved ? 'Tutor application approved' : 'Tutor application declined',
    body: d.approved ? `You are now a ${d.role}. Welcome aboard!` : 'Your application to become a tutor was declined. You can apply again from your profile.',
    link: paths.dashboard.profile,
  }),
  'order-cancelled': (d) => ({ title: 'Booking cancelled', body: `Your booking of ${q(d.title)} was cancelled.`, link: paths.dashboard.bookedSessions }),
  'order-refunded': (d) => ({
    title: 'Booking refunded',
    body: `Your payment of ${dollars(d.amount)} for ${q(d.title)} was refunded.`,
    link: paths.dashboard.bookedSessions,
  }),
  'session-cancelled': (d) => ({
    title: 'Session cancelled',
    body: `The organiser cancelled ${q(d.title)}. Your booking was cancelled, and a paid one is refunded in full.`,
    link: paths.dashboard.bookedSessions,
  }),
};

export function render<E extends EventName>(event: E, data: EventData[E]): Rendered {
  return (templates[event] as (d: EventData[E]) => Rendered)(data);
}
