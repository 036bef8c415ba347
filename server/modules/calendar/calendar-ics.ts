/**
 * iCalendar documents (RFC 5545) made by ical-generator. A session's UID never changes, so a calendar
 * that imported the download and the same session arriving in a feed update one event, not two.
 * Times go out in UTC (…Z), exactly the stored instants; the reader's app shows them in its own zone.
 */
import ical, { type ICalCalendar } from 'ical-generator';

export interface CalendarSession {
  id: string;
  title: string;
  description: string;
  classStart: Date;
  classEnd: Date;
  tutorName: string;
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
      description: s.tutorName ? `${s.description}\n\nTutor: ${s.tutorName}` : s.description,
      url: sessionPageUrl(origin, s.id),
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
