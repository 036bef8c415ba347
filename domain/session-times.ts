/**
 * Dates and times of the session forms and pages (spec §2, §9). The forms pick a local date
 * (yyyy-MM-dd) and a local time (HH:mm, shown as h:mm a); the browser composes them into an instant
 * in its own time zone and sends it as ISO 8601 UTC. Pages show instants in the viewer's zone.
 */
import { format, isValid, parse } from 'date-fns';
import { DEFAULT_TIMES } from './constants';

export const DATE_FORMAT = 'yyyy-MM-dd';
export const TIME_FORMAT = 'h:mm a';
/** Spec §2, session detail: day/month/year with 12-hour time. */
export const DETAIL_FORMAT = 'dd/MM/yyyy h:mm a';
/** When registration opens, on the disabled booking button: weekday, date, time and the zone (GMT+1). */
export const OPENS_FORMAT = 'EEE d MMM yyyy, h:mm a O';

/** "Registration opens Tue 8 Dec 2026, 12:22 PM GMT+1", in the viewer's zone. */
export function registrationOpensLabel(registrationStart: Date | string): string {
  return `Registration opens ${format(new Date(registrationStart), OPENS_FORMAT)}`;
}

/** A local date and time as picked in a form. */
export interface LocalDateTime {
  date: string;
  time: string;
}

/** Composes a local date (yyyy-MM-dd) and time (HH:mm) into an ISO instant, or '' when either is invalid. */
export function composeInstant(date: string, time: string): string {
  const value = parse(`${date} ${time}`, `${DATE_FORMAT} HH:mm`, new Date(0));
  return isValid(value) ? value.toISOString() : '';
}

/** Today's date in the local zone, as yyyy-MM-dd. */
export function todayLocal(now: Date = new Date()): string {
  return format(now, DATE_FORMAT);
}

/** The inputs of the session forms: local dates (yyyy-MM-dd) and times (HH:mm). */
export interface SessionTimeInputs {
  registrationStart: LocalDateTime;
  registrationEnd: LocalDateTime;
  classDate: string;
  classStart: string;
  classEnd: string;
}

/** The forms' defaults (spec §9): registration today 09:00 to 10:00, class today 09:00 to 10:00. */
export function defaultSessionTimes(now: Date = new Date()): SessionTimeInputs {
  const date = todayLocal(now);
  return {
    registrationStart: { date, time: DEFAULT_TIMES.start },
    registrationEnd: { date, time: DEFAULT_TIMES.end },
    classDate: date,
    classStart: DEFAULT_TIMES.start,
    classEnd: DEFAULT_TIMES.end,
  };
}

/** The four instants the API takes, from the form's local inputs. */
export function instantsOf(t: SessionTimeInputs) {
  return {
    isoRS: composeInstant(t.registrationStart.date, t.registrationStart.time),
    isoRE: composeInstant(t.registrationEnd.date, t.registrationEnd.time),
    isoCS: composeInstant(t.classDate, t.classStart),
    isoCE: composeInstant(t.classDate, t.classEnd),
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

/** An instant for a page: "05/01/2030 9:00 AM" in the viewer's zone. */
export function formatInstant(iso: string, pattern: string = DETAIL_FORMAT): string {
  const value = new Date(iso);
  return isValid(value) ? format(value, pattern) : '';
}
