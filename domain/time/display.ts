/**
 * Instants as people read them (issue 14), through Intl only, so the first page carries no date
 * library (issue 12), nor the session page. The forms' wall-clock arithmetic, which needs date-fns,
 * lives in domain/session-times.ts.
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

/** "Registration opens Tue 8 Dec 2026, 12:22 PM GMT+1", in the viewer's zone. */
export function registrationOpensLabel(registrationStart: Date | string): string {
  return `Registration opens ${formatInstant(new Date(registrationStart).toISOString())}`;
}

const MINUTE = 60_000;
/** The largest whole unit, as date-fns' formatDistanceStrict picks it (a month is 30 days, a year 365). */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 525_600 * MINUTE],
  ['month', 43_200 * MINUTE],
  ['day', 1_440 * MINUTE],
  ['hour', 60 * MINUTE],
  ['minute', MINUTE],
  ['second', 1_000],
];
let relative: Intl.RelativeTimeFormat | undefined;

/** "in 3 days" or "5 hours ago", from `now`, rounded down. Intl only, so the session page carries no date library. */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const ms = new Date(iso).getTime() - now.getTime();
  if (Number.isNaN(ms)) return '';
  const [found, size] = UNITS.find(([, length]) => Math.abs(ms) >= length) ?? UNITS.at(-1)!;
  let unit = found;
  let count = Math.floor(Math.abs(ms) / size);
  // 360 to 364 days: twelve 30-day months, which date-fns calls a year.
  if (unit === 'month' && count === 12) [unit, count] = ['year', 1];
  relative ??= new Intl.RelativeTimeFormat('en', { numeric: 'always' });
  // A moment from now reads "in 0 seconds", as date-fns wrote it.
  return relative.format(ms < 0 ? -count : count, unit);
}
