import { afterEach, describe, expect, it } from 'vitest';
import { composeInstant, defaultSessionTimes, formatInstant, instantsOf, QUARTER_HOURS, registrationOpensLabel, timeLabel } from './session-times';

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

describe('form defaults (spec §9)', () => {
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

  it('shows instants as day/month/year with 12-hour time, in the viewer’s zone', () => {
    expect(formatInstant('2030-01-05T14:00:00.000Z')).toBe('05/01/2030 2:00 PM');
    process.env.TZ = 'America/New_York';
    expect(formatInstant('2030-01-05T14:00:00.000Z')).toBe('05/01/2030 9:00 AM');
    expect(formatInstant('garbage')).toBe('');
  });

  it('says when registration opens with the weekday, 12-hour time and the viewer’s zone', () => {
    process.env.TZ = 'Europe/Berlin';
    expect(registrationOpensLabel('2026-12-08T11:22:00.000Z')).toBe('Registration opens Tue 8 Dec 2026, 12:22 PM GMT+1');
    process.env.TZ = 'Asia/Kolkata';
    expect(registrationOpensLabel('2026-12-08T11:22:00.000Z')).toBe('Registration opens Tue 8 Dec 2026, 4:52 PM GMT+5:30');
    process.env.TZ = 'UTC';
    expect(registrationOpensLabel('2026-12-08T11:22:00.000Z')).toBe('Registration opens Tue 8 Dec 2026, 11:22 AM GMT+0');
  });
});
