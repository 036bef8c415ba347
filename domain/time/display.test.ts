import { formatDistanceStrict } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { relativeTime } from './display';

describe('relativeTime (Intl)', () => {
  const now = new Date('2026-12-05T12:00:00Z');

  it('reads like date-fns formatDistanceStrict, rounded down, for any distance up to 3 years either way', () => {
    // The device's zone is UTC in the unit tests, so date-fns' DST adjustment is nil here.
    fc.assert(
      fc.property(
        fc.integer({ min: -3 * 366 * 86_400_000, max: 3 * 366 * 86_400_000 }).filter((ms) => ms !== 0),
        (ms) => {
          const at = new Date(now.getTime() + ms);
          expect(relativeTime(at.toISOString(), now)).toBe(formatDistanceStrict(at, now, { addSuffix: true, roundingMethod: 'floor' }));
        },
      ),
      { seed: 7, numRuns: 2000 },
    );
  });

  it('names the unit at each boundary', () => {
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    expect(relativeTime(at(59_999), now)).toBe('in 59 seconds');
    expect(relativeTime(at(60_000), now)).toBe('in 1 minute');
    expect(relativeTime(at(-3_600_000), now)).toBe('1 hour ago');
    expect(relativeTime(at(30 * 86_400_000), now)).toBe('in 1 month');
    expect(relativeTime(at(-365 * 86_400_000), now)).toBe('1 year ago');
    expect(relativeTime('nope', now)).toBe('');
  });
});
