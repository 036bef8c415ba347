/**
 * The "Test mode" card field (the offline `test` provider, docs/architecture.md#payments): Stripe's test numbers
 * work as they do in Stripe's test mode, and a decline shows Stripe's usual message here instead of
 * being only logged (a deliberate change from docs/product.md#messages).
 */
import { type FormEvent, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { TextField } from '@/components/ui/field';
import { errorMessage } from '@/lib/api-client';
import { confirmTestPayment } from '../api/book-session';
import type { CardFormProps } from './card-form-types';
import { PayActions, PaymentError } from './pay-actions';

/** "4242424242424242" → "4242 4242 4242 4242", as a card field shows it. */
const groupDigits = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

/** "1234" → "12 / 34". */
function formatExpiry(value: string) {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

export function TestCardForm({ clientSecret, amount, billing, onPaid, onCancel, busy }: CardFormProps) {
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (paying || busy) return;
    setPaying(true);
    setError(undefined);
    try {
      const { paymentIntent } = await confirmTestPayment(clientSecret, card, billing);
      onPaid(paymentIntent.id);
    } catch (e) {
      setError(await errorMessage(e));
    } finally {
      setPaying(false);
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Card payment">
      <fieldset className="rounded-xl border border-dashed border-amber-300 bg-amber-50/50 p-4" disabled={paying || busy}>
        <legend className="px-1">
          <Badge tone="yellow">Test mode</Badge>
        </legend>
        <div className="space-y-3">
          <TextField
            label="Card number"
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            value={card.number}
            onChange={(e) => setCard({ ...card, number: groupDigits(e.target.value) })}
            required
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label="Expiry (MM / YY)"
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="12 / 34"
              value={card.expiry}
              onChange={(e) => setCard({ ...card, expiry: formatExpiry(e.target.value) })}
              required
            />
            <TextField
              label="CVC"
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="123"
              maxLength={4}
              value={card.cvc}
              onChange={(e) => setCard({ ...card, cvc: e.target.value.replace(/\D/g, '') })}
              required
            />
          </div>
        </div>
        <p className="mt-3 text-xs text-slate-600">
          No money moves. Use 4242 4242 4242 4242 with any future date and any CVC; 4000 0000 0000 0002 is declined.
        </p>
      </fieldset>
      <PaymentError message={error} />
      <PayActions amount={amount} busy={paying || busy} onCancel={onCancel} />
    </form>
  );
}
