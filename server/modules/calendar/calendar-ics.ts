/**
 * iCalendar documents (RFC 5545) made by ical-generator. A session's UID never changes, so a calendar
 * that imported the download and the same session arriving in a feed update one event, not two.
 * Times go out in UTC (…Z), exactly the stored instants; the reader's app shows them in its own zone.
 */
import ical, { type ICalCalendar } from 'ical-generator';
import { classProvider } from '../../../domain/class-link';

export interface CalendarSession {
  id: string;
  title: string;
  description: string;
  classStart: Date;
  classEnd: Date;
  tutorName: string;
  /** When the session last changed: LAST-MODIFIED, so a calendar sees an edit (a new link) as one. */
  updatedAt?: Date;
  /**
   * The class link, only in the copy of someone in the class (its tutor, a booked student): it goes
   * in LOCATION, URL and the description (issue 22). Null or absent: the event points at the session page.
   */
  meetingUrl?: string | null;
}

function descriptionOf(s: CalendarSession): string {
  const parts = [s.description];
  if (s.tutorName) parts.push(`Tutor: ${s.tutorName}`);
  if (s.meetingUrl) parts.push(`Join class (${classProvider(s.meetingUrl)}): ${s.meetingUrl}`);
  return parts.join('\n\n');
}

export const CALENDAR_NAME = 'StudyHub';
/** A fixed domain rather than the request's host, so the UID is the same on every origin. */
export const UID_DOMAIN = 'studyhub.sessions';

export const sessionUid = (id: string) => `${id}@${UID_DOMAIN}`;
export const sessionPageUrl = (origin: string, id: string) => `${origin}/sessions/${id}`;

export function sessionsCalendar(sessions: CalendarSession[], origin: string, options: { feed?: boolean } = {}): ICalCalendar {
  const calendar = ical({
    name: CALENDAR_NAME,
    prodId: { company: 'StudyHub', product: 'Sessions', language: 'EN' },
    // A hint for apps that honour it (Apple, Outlook); Google refreshes on its own schedule.
    ttl: options.feed ? 60 * 60 : null,
  });
  for (const s of sessions) {
    calendar.createEvent({
      id: sessionUid(s.id),
      start: s.classStart,
      end: s.classEnd,
      summary: s.title,
      description: descriptionOf(s),
      url: s.meetingUrl ?? sessionPageUrl(origin, s.id),
      location: s.meetingUrl ?? null,
      lastModified: s.updatedAt ?? null,
    });
  }
  return calendar;
}

/** A download name made of the title's safe characters, e.g. "Linear-Algebra-Basics.ics". */
export function icsFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9 _-]+/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || 'session'}.ics`;
}
