import { describe, expect, it } from 'vitest';
import { testCardOutcome } from './test-cards';

const NOW = new Date('2026-11-23T12:00:00Z');
const card = (number: string, expiry = '12 / 34', cvc = '123') => testCardOutcome({ number, expiry, cvc }, NOW);

describe('testCardOutcome (Test mode)', () => {
  it("accepts Stripe's success test numbers, with or without spaces", () => {
    expect(card('4242 4242 4242 4242')).toEqual({ ok: true });
    expect(card('4242424242424242')).toEqual({ ok: true });
    expect(card('5555-5555-5555-4444')).toEqual({ ok: true });
    expect(card('3782 822463 10005', '12/34', '1234')).toEqual({ ok: true });
  });

  it("declines Stripe's decline test numbers with Stripe's messages", () => {
    expect(card('4000 0000 0000 0002')).toEqual({ ok: false, code: 'card_declined', message: 'Your card was declined.' });
    expect(card('4000 0000 0000 9995')).toEqual({ ok: false, code: 'card_declined', message: 'Your card has insufficient funds.' });
    expect(card('4000 0000 0000 0069')).toMatchObject({ ok: false, message: 'Your card has expired.' });
  });

  it('declines a real-looking card that is not a test card', () => {
    expect(card('4012 8888 8888 1881')).toMatchObject({ ok: false, message: expect.stringContaining('used a non test card') });
  });

  it('checks the number, the expiry and the security code as the card field would', () => {
    expect(card('4242 4242')).toMatchObject({ message: 'Your card number is incomplete.' });
    expect(card('4242 4242 4242 4241')).toMatchObject({ message: 'Your card number is invalid.' });
    expect(card('4242 abcd 4242 4242')).toMatchObject({ message: 'Your card number is invalid.' });
    expect(card('4242424242424242', '')).toMatchObject({ message: "Your card's expiration date is incomplete." });
    expect(card('4242424242424242', '13/30')).toMatchObject({ message: "Your card's expiration date is invalid." });
    expect(card('4242424242424242', '01/25')).toMatchObject({ message: "Your card's expiration year is in the past." });
    expect(card('4242424242424242', '10/26')).toMatchObject({ message: "Your card's expiration date is in the past." });
    expect(card('4242424242424242', '11/26')).toEqual({ ok: true });
    expect(card('4242424242424242', '12/34', '12')).toMatchObject({ message: "Your card's security code is incomplete." });
  });
});
