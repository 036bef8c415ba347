/**
 * Instants as people read them (issue 14), through Intl only, so the first page carries no date
 * library (issue 12). Forms and relative times, which need date-fns, live in domain/session-times.ts.
 */
import { wallClock } from './local';
import { localTimeZone } from './zones';

/** The short name of `timeZone` at that instant: "GMT+1", "EST", "GMT+9", "UTC". */
export function zoneLabel(timeZone: string, at: Date = new Date()): string {
  return wallClock(at, timeZone).zone;
}

/**
 * An instant for a page, in `timeZone` (the viewer's unless given) with the zone's name:
 * "Tue 8 Dec 2026, 12:22 PM GMT+1". Intl only, so the home page's cards carry no date library.
 */
export function formatInstant(iso: string, timeZone: string = localTimeZone()): string {
  const value = new Date(iso);
  if (Number.isNaN(value.getTime())) return '';
  const clock = wallClock(value, timeZone);
  return `${clock.text} ${clock.zone}`;
}

