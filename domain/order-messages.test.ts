import { describe, expect, it } from 'vitest';
import { ORDER_MSG } from './messages';

describe('seats left on cards and the session page', () => {
  it('says "{n} seats left", "Only {n} left" at 3 or fewer, and Full at none', () => {
    expect(ORDER_MSG.seatsLeft(12)).toBe('12 seats left');
    expect(ORDER_MSG.seatsLeft(4)).toBe('4 seats left');
    expect(ORDER_MSG.seatsLeft(3)).toBe('Only 3 left');
    expect(ORDER_MSG.seatsLeft(1)).toBe('Only 1 left');
    expect(ORDER_MSG.seatsLeft(0)).toBe('Full');
  });

  it('counts the booked students in the delete confirmation', () => {
    expect(ORDER_MSG.deleteWithBookings(1)).toMatch(/^1 student is booked\. .*this booking/);
    expect(ORDER_MSG.deleteWithBookings(3)).toMatch(/^3 students are booked\. .*these bookings/);
  });
});
