import { describe, expect, it } from 'vitest';
import { canCancelAt, cancelDeadline } from './cancel-rules';

describe('the cancel deadline', () => {
  it('is the class start minus the configured hours, open up to and including that instant', () => {
    const deadline = cancelDeadline('2030-01-10T09:00:00Z', 24);
    expect(deadline.toISOString()).toBe('2030-01-09T09:00:00.000Z');
    expect(canCancelAt(deadline, new Date('2030-01-09T08:59:59.999Z'))).toBe(true);
    expect(canCancelAt(deadline, new Date('2030-01-09T09:00:00.000Z'))).toBe(true);
    expect(canCancelAt(deadline, new Date('2030-01-09T09:00:00.001Z'))).toBe(false);
    expect(cancelDeadline('2030-01-10T09:00:00Z', 0).toISOString()).toBe('2030-01-10T09:00:00.000Z');
  });
});
