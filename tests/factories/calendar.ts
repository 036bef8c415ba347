/**
 * Calendar helpers for API tests: a session inserted with exact instants and zone (past dates and
 * DST days the create route would refuse), and a reader for the iCalendar text the API answers.
 */
import { eq } from 'drizzle-orm';
import type { SessionStatus } from '../../domain/constants';
import { studySessions, users } from '../../server/db/schema';
import { publicSessionsChanged } from '../../server/modules/sessions/public-sessions-cache';
import type { TestContext } from '../setup/api-context';

export async function insertTimedSession(
  ctx: TestContext,
  tutorEmail: string,
  s: { title: string; classStart: Date; classEnd: Date; timeZone?: string; status?: SessionStatus; description?: string },
): Promise<string> {
  const [tutor] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, tutorEmail));
  const [row] = await ctx.db
    .insert(studySessions)
    .values({
      tutorId: tutor!.id,
      title: s.title,
      cover: '/demo/cover-1.svg',
      description: s.description ?? 'A description.',
      registrationStart: new Date(s.classStart.getTime() - 10 * 86_400_000),
      registrationEnd: new Date(s.classStart.getTime() - 86_400_000),
      classStart: s.classStart,
      classEnd: s.classEnd,
      status: s.status ?? 'Accepted',
      timeZone: s.timeZone ?? 'UTC',
    })
    .returning({ id: studySessions.id });
  publicSessionsChanged(ctx.db);
  return row!.id;
}

export interface IcsEvent {
  [property: string]: string;
}

/** Unfolds the lines (RFC 5545 §3.1) and answers the calendar's own properties and its events. */
export function readIcs(text: string): { calendar: Record<string, string>; events: IcsEvent[] } {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const calendar: Record<string, string> = {};
  const events: IcsEvent[] = [];
  let event: IcsEvent | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') event = {};
    else if (line === 'END:VEVENT') {
      events.push(event!);
      event = null;
    } else {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0]!;
      (event ?? calendar)[name] = line.slice(colon + 1);
    }
  }
  return { calendar, events };
}

/** `20260329T003000Z` for an ISO instant: the form DTSTART and DTEND take in UTC. */
export const icsUtc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
