import { describe, expect, it } from 'vitest';
import { bookingState, durationText, isRegistrationClosed, isRegistrationNotOpen } from './session-rules';
import { preview } from './text';

describe('durationText', () => {
  it.each([
    ['09:00', '11:30', '2 hours 30 minutes'],
    ['09:00', '10:00', '1 hour'],
    ['09:00', '12:00', '3 hours'],
    ['09:00', '09:45', '0 hours 45 minutes'],
    ['09:00', '10:01', '1 hour 1 minute'],
    ['10:00', '09:00', '0 hours'],
  ])('%s to %s is %s', (start, end, text) => {
    expect(durationText(`2030-01-01T${start}:00Z`, `2030-01-01T${end}:00Z`)).toBe(text);
  });
});

describe('preview', () => {
  it('cuts to n characters and adds an ellipsis only when it cut', () => {
    expect(preview('a'.repeat(120), 100)).toBe(`${'a'.repeat(100)}…`);
    expect(preview('short', 100)).toBe('short');
    expect(preview('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(preview(null, 50)).toBe('');
  });
});

describe('Closed / Ongoing', () => {
  const now = new Date('2030-01-05T12:00:00Z');
  it('is Closed once the registration end is earlier than now', () => {
    expect(isRegistrationClosed('2030-01-05T11:59:59Z', now)).toBe(true);
    expect(isRegistrationClosed('2030-01-05T12:00:00Z', now)).toBe(false);
    expect(isRegistrationClosed('2030-01-06T00:00:00Z', now)).toBe(false);
  });
});

describe('bookingState', () => {
  const now = new Date('2030-01-05T12:00:00Z');
  const open = '2030-01-06T00:00:00Z';
  const past = '2030-01-01T00:00:00Z';
  const started = '2030-01-02T00:00:00Z';
  const future = '2030-01-05T12:00:01Z';
  it('is booked when an order exists, even when closed or not open yet', () => {
    expect(bookingState({ hasOrder: true, registrationStart: started, registrationEnd: past, price: 10, now })).toBe('booked');
    expect(bookingState({ hasOrder: true, registrationStart: future, registrationEnd: open, price: 10, now })).toBe('booked');
  });
  it('is not-open before the registration start, and bookable from that very moment', () => {
    expect(isRegistrationNotOpen(future, now)).toBe(true);
    expect(isRegistrationNotOpen('2030-01-05T12:00:00Z', now)).toBe(false);
    expect(bookingState({ hasOrder: false, registrationStart: future, registrationEnd: open, price: 0, now })).toBe('not-open');
    expect(bookingState({ hasOrder: false, registrationStart: '2030-01-05T12:00:00Z', registrationEnd: open, price: 0, now })).toBe('free');
  });
  it('puts not-open before closed (a start after the end, as an old row might have)', () => {
    expect(bookingState({ hasOrder: false, registrationStart: future, registrationEnd: past, price: 0, now })).toBe('not-open');
  });
  it('is closed past the registration end', () => {
    expect(bookingState({ hasOrder: false, registrationStart: started, registrationEnd: past, price: 0, now })).toBe('closed');
  });
  it('is full with no seat left, after booked and before closed; a limit with seats left changes nothing', () => {
    expect(bookingState({ hasOrder: true, registrationStart: started, registrationEnd: open, price: 0, seatsLeft: 0, now })).toBe('booked');
    expect(bookingState({ hasOrder: false, registrationStart: started, registrationEnd: past, price: 0, seatsLeft: 0, now })).toBe('full');
    expect(bookingState({ hasOrder: false, registrationStart: started, registrationEnd: open, price: 5, seatsLeft: 0, now })).toBe('full');
    expect(bookingState({ hasOrder: false, registrationStart: started, registrationEnd: open, price: 5, seatsLeft: 1, now })).toBe('paid');
    expect(bookingState({ hasOrder: false, registrationStart: started, registrationEnd: open, price: 0, seatsLeft: null, now })).toBe('free');
  });
  it('is free at price 0 and paid above', () => {
    expect(bookingState({ hasOrder: false, registrationStart: started, registrationEnd: open, price: 0, now })).toBe('free');
    expect(bookingState({ hasOrder: false, registrationStart: started, registrationEnd: open, price: 0.01, now })).toBe('paid');
  });
});
