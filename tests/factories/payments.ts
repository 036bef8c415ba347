/** Payments for API tests: an intent and its "Test mode" card confirmation, as the browser does. */
import type { TestUser } from './users';

export const CARDS = {
  ok: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficient: '4000 0000 0000 9995',
} as const;

export const validCard = (number: string = CARDS.ok) => ({ number, expiry: '12 / 34', cvc: '123' });

export async function createIntent(student: TestUser, sessionId: string) {
  return student.call('POST', '/api/create-payment-intent', { body: { sessId: sessionId } });
}

/** Pays for `sessionId` as `student` with `card`; answers the confirmation's response and the intent id. */
export async function pay(student: TestUser, sessionId: string, card: string = CARDS.ok) {
  const intent = await createIntent(student, sessionId);
  if (intent.status !== 200) throw new Error(`create-payment-intent failed: ${JSON.stringify(intent.json)}`);
  const confirm = await student.call('POST', '/api/payments/test/confirm', {
    body: { clientSecret: intent.json.clientSecret, card: validCard(card), billing: { name: student.name, email: student.email } },
  });
  return { id: intent.json.paymentIntentId as string, intent, confirm };
}
