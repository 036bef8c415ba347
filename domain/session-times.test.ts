import { afterEach, describe, expect, it } from 'vitest';
import {
  composeInstant,
  defaultSessionTimes,
  formatInstant,
  formatInstantAs,
  instantsOf,
  QUARTER_HOURS,
  registrationOpensLabel,
  relativeTime,
  timeLabel,
} from './session-times';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('composing a local date and time', () => {
  it('reads them in the local zone (UTC here)', () => {
    expect(composeInstant('2030-01-05', '09:30')).toBe('2030-01-05T09:30:00.000Z');
  });

  it('follows the browser’s zone, daylight saving included', () => {
    process.env.TZ = 'America/New_York';
    expect(composeInstant('2030-01-05', '09:00')).toBe('2030-01-05T14:00:00.000Z');
    expect(composeInstant('2030-07-05', '09:00')).toBe('2030-07-05T13:00:00.000Z');
    process.env.TZ = 'Asia/Kolkata';
    expect(composeInstant('2030-01-05', '09:00')).toBe('2030-01-05T03:30:00.000Z');
  });

  it("answers '' for an empty or impossible date or time", () => {
    expect(composeInstant('', '09:00')).toBe('');
    expect(composeInstant('2030-02-30', '09:00')).toBe('');
    expect(composeInstant('2030-01-05', '25:00')).toBe('');
  });
});

describe('form defaults (docs/product.md#constants)', () => {
  it('are today, registration 09:00 to 10:00 and class 09:00 to 10:00', () => {
    const t = defaultSessionTimes(new Date('2030-03-04T18:00:00Z'));
    expect(t).toEqual({
      registrationStart: { date: '2030-03-04', time: '09:00' },
      registrationEnd: { date: '2030-03-04', time: '10:00' },
      classDate: '2030-03-04',
      classStart: '09:00',
      classEnd: '10:00',
    });
    expect(instantsOf(t)).toEqual({
      isoRS: '2030-03-04T09:00:00.000Z',
      isoRE: '2030-03-04T10:00:00.000Z',
      isoCS: '2030-03-04T09:00:00.000Z',
      isoCE: '2030-03-04T10:00:00.000Z',
    });
  });
});

describe('showing times', () => {
  it('labels pickers as h:mm a', () => {
    expect(['00:00', '09:00', '12:15', '13:30', '23:45'].map(timeLabel)).toEqual(['12:00 AM', '9:00 AM', '12:15 PM', '1:30 PM', '11:45 PM']);
    expect(QUARTER_HOURS).toHaveLength(96);
    expect(QUARTER_HOURS.slice(0, 2)).toEqual(['00:00', '00:15']);
  });

  it('shows instants with the weekday, day, month, year, 12-hour time and the zone’s name, in the viewer’s zone', () => {
    expect(formatInstant('2030-01-05T14:00:00.000Z')).toBe('Sat 5 Jan 2030, 2:00 PM UTC');
    process.env.TZ = 'America/New_York';
    expect(formatInstant('2030-01-05T14:00:00.000Z')).toBe('Sat 5 Jan 2030, 9:00 AM EST');
    expect(formatInstant('garbage')).toBe('');
  });

  it('says when registration opens with the weekday, 12-hour time and the viewer’s zone', () => {
    process.env.TZ = 'Europe/Berlin';
    expect(registrationOpensLabel('2026-12-08T11:22:00.000Z')).toBe('Registration opens Tue 8 Dec 2026, 12:22 PM GMT+1');
    process.env.TZ = 'Asia/Kolkata';
    expect(registrationOpensLabel('2026-12-08T11:22:00.000Z')).toBe('Registration opens Tue 8 Dec 2026, 4:52 PM GMT+5:30');
    process.env.TZ = 'UTC';
    expect(registrationOpensLabel('2026-12-08T11:22:00.000Z')).toBe('Registration opens Tue 8 Dec 2026, 11:22 AM UTC');
  });

  it('shows an instant in a given zone', () => {
    const iso = '2026-12-08T11:22:00.000Z';
    expect(formatInstant(iso, 'Europe/Berlin')).toBe('Tue 8 Dec 2026, 12:22 PM GMT+1');
    expect(formatInstant(iso, 'Asia/Tokyo')).toBe('Tue 8 Dec 2026, 8:22 PM GMT+9');
    expect(formatInstant(iso, 'America/New_York')).toBe('Tue 8 Dec 2026, 6:22 AM EST');
    expect(formatInstant('2026-07-08T11:22:00.000Z', 'America/New_York')).toBe('Wed 8 Jul 2026, 7:22 AM EDT');
  });

  it('says how far away an instant is', () => {
    const now = new Date('2026-12-05T12:00:00Z');
    expect(relativeTime('2026-12-08T12:30:00Z', now)).toBe('in 3 days');
    expect(relativeTime('2026-12-05T17:59:00Z', now)).toBe('in 5 hours');
    expect(relativeTime('2026-12-04T11:00:00Z', now)).toBe('1 day ago');
    expect(relativeTime('nope', now)).toBe('');
  });
});

describe('time zones across daylight saving (issue 14)', () => {
  it('keeps the wall-clock time of the tutor’s zone on both sides of a change', () => {
    // Berlin moves to summer time on 29 March 2026 and back on 25 October 2026.
    expect(composeInstant('2026-03-28', '09:00', 'Europe/Berlin')).toBe('2026-03-28T08:00:00.000Z');
    expect(composeInstant('2026-03-29', '09:00', 'Europe/Berlin')).toBe('2026-03-29T07:00:00.000Z');
    expect(composeInstant('2026-10-24', '09:00', 'Europe/Berlin')).toBe('2026-10-24T07:00:00.000Z');
    expect(composeInstant('2026-10-25', '09:00', 'Europe/Berlin')).toBe('2026-10-25T08:00:00.000Z');
    // New York changes on other dates (8 March, 1 November 2026).
    expect(composeInstant('2026-03-07', '09:00', 'America/New_York')).toBe('2026-03-07T14:00:00.000Z');
    expect(composeInstant('2026-03-09', '09:00', 'America/New_York')).toBe('2026-03-09T13:00:00.000Z');
    // Tokyo has none.
    expect(composeInstant('2026-03-29', '09:00', 'Asia/Tokyo')).toBe('2026-03-29T00:00:00.000Z');
  });

  it('reads a wall-clock time back in its zone on the day itself', () => {
    for (const [date, zone] of [
      ['2026-03-29', 'Europe/Berlin'],
      ['2026-10-25', 'Europe/Berlin'],
      ['2026-11-01', 'America/New_York'],
    ] as const) {
      const iso = composeInstant(date, '09:00', zone);
      expect(formatInstantAs(iso, zone, 'yyyy-MM-dd HH:mm')).toMatch(new RegExp(`^${date} 09:00 `));
    }
  });

  it('a one-hour class on the night of a change lasts the hour it says on the clock', () => {
    // 01:30 → 03:30 on 29 March in Berlin is one real hour: 02:00 does not exist that night.
    const start = composeInstant('2026-03-29', '01:30', 'Europe/Berlin');
    const end = composeInstant('2026-03-29', '03:30', 'Europe/Berlin');
    expect((new Date(end).getTime() - new Date(start).getTime()) / 3_600_000).toBe(1);
  });

  it('composes the form’s four instants in the chosen zone, not the device’s', () => {
    const t = defaultSessionTimes(new Date('2030-03-04T18:00:00Z'), 'Asia/Tokyo');
    expect(t.classDate).toBe('2030-03-05');
    expect(instantsOf(t, 'Asia/Tokyo').isoCS).toBe('2030-03-05T00:00:00.000Z');
  });
});
