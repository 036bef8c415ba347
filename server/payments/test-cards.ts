/**
 * The "Test mode" card rules: Stripe's documented test numbers and its usual messages, so the test
 * provider behaves like Stripe in test mode (https://docs.stripe.com/testing). Pure, for unit tests.
 */

export type CardOutcome = { ok: true } | { ok: false; code: string; message: string };

const SUCCEEDS = new Set([
  '4242424242424242',
  '4000056655665556',
  '5555555555554444',
  '2223003122003222',
  '5200828282828210',
  '378282246310005',
  '6011111111111117',
]);

const DECLINES: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000009995': { code: 'card_declined', message: 'Your card has insufficient funds.' },
  '4000000000009987': { code: 'card_declined', message: 'Your card was declined.' },
  '4000000000000069': { code: 'expired_card', message: 'Your card has expired.' },
  '4000000000000127': { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  '4000000000000119': { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
};

const NON_TEST_CARD =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const fail = (code: string, message: string): CardOutcome => ({ ok: false, code, message });

/** Checks the fields as Stripe's card element would, then answers what the test number does. */
export function testCardOutcome(card: { number: string; expiry: string; cvc: string }, now = new Date()): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d*$/.test(number)) return fail('invalid_number', 'Your card number is invalid.');
  if (number.length < 15) return fail('incomplete_number', 'Your card number is incomplete.');
  if (number.length > 16 || !luhn(number)) return fail('invalid_number', 'Your card number is invalid.');

  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  if (!expiry) return fail('incomplete_expiry', "Your card's expiration date is incomplete.");
  const month = Number(expiry[1]);
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  if (month < 1 || month > 12) return fail('invalid_expiry_month', "Your card's expiration date is invalid.");
  if (year < now.getFullYear()) return fail('invalid_expiry_year_past', "Your card's expiration year is in the past.");
  if (year === now.getFullYear() && month < now.getMonth() + 1) return fail('invalid_expiry_month_past', "Your card's expiration date is in the past.");
  if (year > now.getFullYear() + 50) return fail('invalid_expiry_year', "Your card's expiration year is invalid.");

  const cvcLength = number.startsWith('34') || number.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim())) return fail('incomplete_cvc', "Your card's security code is incomplete.");

  if (SUCCEEDS.has(number)) return { ok: true };
  return fail(DECLINES[number]?.code ?? 'card_declined', DECLINES[number]?.message ?? NON_TEST_CARD);
}
