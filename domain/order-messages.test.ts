import { describe, expect, it } from 'vitest';
import { MSG } from './messages';

describe('seats left on cards and the session page', () => {
  it('says "{n} seats left", "Only {n} left" at 3 or fewer, and Full at none', () => {
    expect(MSG.bookings.seatsLeft(12)).toBe('12 seats left');
    expect(MSG.bookings.seatsLeft(4)).toBe('4 seats left');
    expect(MSG.bookings.seatsLeft(3)).toBe('Only 3 left');
    expect(MSG.bookings.seatsLeft(1)).toBe('Only 1 left');
    expect(MSG.bookings.seatsLeft(0)).toBe('Full');
  });

  it('counts the booked students in the delete confirmation', () => {
    expect(MSG.bookings.deleteWithBookings(1)).toMatch(/^1 student is booked\. .*this booking/);
    expect(MSG.bookings.deleteWithBookings(3)).toMatch(/^3 students are booked\. .*these bookings/);
  });
});
