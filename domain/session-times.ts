/**
 * Dates and times of the session forms and pages (docs/product.md#screen-create-session, #constants; issue 14). The forms pick a date
 * (yyyy-MM-dd) and a time (HH:mm, shown as h:mm a) on the wall clock of a chosen IANA zone (the
 * tutor's); they are composed into an instant in that zone, DST included, and sent as ISO 8601 UTC.
 * Pages show every instant in the viewer's zone, always with the zone's name. All zone arithmetic is
 * date-fns with @date-fns/tz; none is written here.
 */
import { tz } from '@date-fns/tz';
import { format, isValid, parse } from 'date-fns';
import { DEFAULT_TIMES } from './constants';
import { formatInstant, registrationOpensLabel, relativeTime, zoneLabel } from './time/display';
import { localTimeZone } from './time/zones';

export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'h:mm a';
/** docs/product.md#screen-session-detail, session detail: day, month and year with 12-hour time, e.g. "Tue 8 Dec 2026, 12:22 PM". */
export const DETAIL_FORMAT = 'EEE d MMM yyyy, h:mm a';

/** A local date and time as picked in a form. */
export interface LocalDateTime {
  date: string;
  time: string;
}

/**
 * Composes a date (yyyy-MM-dd) and time (HH:mm) on the wall clock of `timeZone` into an ISO instant
 * (UTC), or '' when either is invalid.
 */
export function composeInstant(date: string, time: string, timeZone: string = localTimeZone()): string {
  const value = parse(`${date} ${time}`, `${DATE_FORMAT} HH:mm`, new Date(0), { in: tz(timeZone) });
  return isValid(value) ? new Date(value.getTime()).toISOString() : '';
}

/** Today's date in `timeZone`, as yyyy-MM-dd. */
export function todayLocal(now: Date = new Date(), timeZone: string = localTimeZone()): string {
  return format(now, DATE_FORMAT, { in: tz(timeZone) });
}

/** The inputs of the session forms: local dates (yyyy-MM-dd) and times (HH:mm). */
export interface SessionTimeInputs {
  registrationStart: LocalDateTime;
  registrationEnd: LocalDateTime;
  classDate: string;
  classStart: string;
  classEnd: string;
}

/** The forms' defaults (docs/product.md#constants): registration today 09:00 to 10:00, class today 09:00 to 10:00. */
export function defaultSessionTimes(now: Date = new Date(), timeZone: string = localTimeZone()): SessionTimeInputs {
  const date = todayLocal(now, timeZone);
  return {
    registrationStart: { date, time: DEFAULT_TIMES.start },
    registrationEnd: { date, time: DEFAULT_TIMES.end },
    classDate: date,
    classStart: DEFAULT_TIMES.start,
    classEnd: DEFAULT_TIMES.end,
  };
}

/** The four instants the API takes, from the form's inputs on the wall clock of `timeZone`. */
export function instantsOf(t: SessionTimeInputs, timeZone: string = localTimeZone()) {
  return {
    isoRS: composeInstant(t.registrationStart.date, t.registrationStart.time, timeZone),
    isoRE: composeInstant(t.registrationEnd.date, t.registrationEnd.time, timeZone),
    isoCS: composeInstant(t.classDate, t.classStart, timeZone),
    isoCE: composeInstant(t.classDate, t.classEnd, timeZone),
  };
}

/** "HH:mm" as "h:mm a", e.g. "13:30" → "1:30 PM". */
export function timeLabel(time: string): string {
  const value = parse(time, 'HH:mm', new Date(0));
  return isValid(value) ? format(value, TIME_FORMAT) : time;
}

/** Every quarter hour of a day as HH:mm, the choices of the time pickers. */
export const QUARTER_HOURS: readonly string[] = Array.from({ length: 96 }, (_, i) => {
  const h = String(Math.floor(i / 4)).padStart(2, '0');
  const m = String((i % 4) * 15).padStart(2, '0');
  return `${h}:${m}`;
});

/** The same with a date-fns `pattern` for the date and time: "2030-03-04 9:00 AM GMT+9" (the forms). */
export function formatInstantAs(iso: string, timeZone: string, pattern: string): string {
  const value = new Date(iso);
  return isValid(value) ? `${format(value, pattern, { in: tz(timeZone) })} ${zoneLabel(timeZone, value)}` : '';
}

export { formatInstant, registrationOpensLabel, relativeTime, zoneLabel };
