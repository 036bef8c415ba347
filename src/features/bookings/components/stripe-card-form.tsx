/**
 * The Stripe card field (Stripe Elements), loaded only when the Book Session modal opens with the
 * `stripe` provider. Stripe.js comes from `@stripe/stripe-js/pure`, which injects Stripe's script
 * only when loadStripe is called (docs/architecture.md#lessons), so the app never fetches it offline. The card
 * is confirmed with the client secret and the billing name and e-mail (docs/product.md#payment).
 */
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { type FormEvent, useState } from 'react';
import { MSG } from '@domain/messages';
import { ErrorState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';
import type { CardFormProps } from './card-form-types';
import { PayActions, PaymentError } from './pay-actions';

const loaded = new Map<string, Promise<Stripe | null>>();

/** One Stripe.js per key; a failed load is forgotten so that Try again loads it again. */
function stripeFor(key: string): Promise<Stripe | null> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key).catch((error: unknown) => {
      loaded.delete(key);
      throw error;
    });
    loaded.set(key, promise);
  }
  return promise;
}

function StripeCardFields({ clientSecret, amount, billing, onPaid, onCancel, busy }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [complete, setComplete] = useState(false);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card || paying || busy) return;
    setPaying(true);
    setError(undefined);
    try {
      const result = await stripe.confirmCardPayment(clientSecret, { payment_method: { card, billing_details: billing } });
      if (result.error) setError(result.error.message ?? MSG.payments.notCompleted);
      else if (result.paymentIntent.status === 'succeeded') onPaid(result.paymentIntent.id);
      else setError(MSG.payments.unfinished);
    } catch {
      setError(MSG.payments.notSent);
    } finally {
      setPaying(false);
    }
  }

  if (!stripe) return <PageLoader label="Loading the card field" />;
  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Card payment">
      <label className="mb-1.5 block text-sm font-medium text-slate-700">Card</label>
      <div className="rounded-lg bg-white px-3 py-3 shadow-sm ring-1 ring-inset ring-slate-300 focus-within:ring-2 focus-within:ring-brand-600">
        <CardElement
          options={{ hidePostalCode: true, style: { base: { fontSize: '16px', color: '#0f172a' } } }}
          onChange={(e) => {
            setComplete(e.complete);
            setError(e.error?.message);
          }}
        />
      </div>
      <PaymentError message={error} />
      <PayActions amount={amount} busy={paying || busy} disabled={!complete} onCancel={onCancel} />
    </form>
  );
}

type StripeCardFormProps = CardFormProps & { publishableKey: string };

function StripeLoader({ publishableKey, onRetry, ...props }: StripeCardFormProps & { onRetry: () => void }) {
  const [failed, setFailed] = useState(false);
  const [stripe] = useState(() =>
    stripeFor(publishableKey).catch(() => {
      setFailed(true);
      return null;
    }),
  );
  if (failed) return <ErrorState message={MSG.payments.cardFieldFailed} onRetry={onRetry} />;
  return (
    <Elements stripe={stripe}>
      <StripeCardFields {...props} />
    </Elements>
  );
}

export default function StripeCardForm(props: StripeCardFormProps) {
  const [attempt, setAttempt] = useState(0);
  return <StripeLoader key={attempt} {...props} onRetry={() => setAttempt((n) => n + 1)} />;
}
