/**
 * Showing an instant on the viewer's (or a given zone's) wall clock, through Intl: the same zone data
 * date-fns/tz reads, without its weight on the first page (issue 12's budget). Nothing here converts
 * between zones by hand: Intl does every conversion; what is left is calendar-date arithmetic.
 */

export interface WallClock {
  /** yyyy-MM-dd on that zone's calendar. */
  date: string;
  /** 1 (Monday) … 7 (Sunday). */
  weekday: number;
  /** "Tue 8 Dec 2026, 12:22 PM" */
  text: string;
  /** The zone's short name at that instant: "GMT+1", "EST", "UTC". */
  zone: string;
}

const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    formats.set(timeZone, f);
  }
  return f;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const pad = (n: number | string) => String(n).padStart(2, '0');

export function wallClock(instant: Date, timeZone: string): WallClock {
  const p: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) p[part.type] = part.value;
  const month = MONTHS.indexOf(p.month!) + 1;
  return {
    date: `${p.year}-${pad(month)}-${pad(p.day!)}`,
    weekday: WEEKDAYS.indexOf(p.weekday!) + 1,
    text: `${p.weekday} ${p.day} ${p.month} ${p.year}, ${p.hour}:${p.minute} ${p.dayPeriod}`,
    zone: p.timeZoneName!,
  };
}

/** A calendar date (yyyy-MM-dd) `days` later; plain date arithmetic, no zone involved. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
