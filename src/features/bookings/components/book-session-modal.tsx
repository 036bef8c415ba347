/**
 * The Book Session modal (docs/product.md#screen-session-detail, #payment): the fee, a card field, Pay and Cancel. The server makes the
 * payment intent for the price it holds; the card field is the provider's (Test mode, or Stripe
 * Elements loaded only now). Only after the payment succeeds is the order posted. If that post
 * fails (the network dropped), the payment is not lost: the modal says so and posts it again, and
 * the server's idempotent POST /orders and Stripe webhook make sure one order results.
 */
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/empty-state';
import { Modal } from '@/components/ui/modal';
import { PageLoader } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { createPaymentIntent } from '../api/book-session';
import { PaymentError } from './pay-actions';
import { TestCardForm } from './test-card-form';
import { dollars } from '@domain/text';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

export interface BookableSession {
  _id: string;
  title: string;
  price: number;
}

/** The intent, with a failure turned into the server's message (or a network one) for the modal. */
async function startPayment(sessionId: string) {
  try {
    return await createPaymentIntent(sessionId);
  } catch (error) {
    throw new Error(await errorMessage(error), { cause: error });
  }
}

export function BookSessionModal({
  session,
  open,
  billing,
  onClose,
  onPaid,
  saving,
  saveError,
}: {
  session: BookableSession;
  open: boolean;
  billing: { name: string; email: string };
  onClose: () => void;
  /** The payment succeeded: post the order with this transaction id. */
  onPaid: (transactionId: string) => void;
  /** The order is being posted. */
  saving: boolean;
  /** The order could not be posted after a successful payment. */
  saveError?: { message: string; retry: () => void };
}) {
  const intent = useQuery({
    queryKey: ['payment-intent', session._id],
    queryFn: () => startPayment(session._id),
    enabled: open,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    meta: { persist: false },
  });

  const close = () => {
    if (!saving) onClose();
  };

  const formProps = intent.data && {
    clientSecret: intent.data.clientSecret,
    amount: intent.data.amount,
    billing,
    onPaid,
    onCancel: close,
    busy: saving,
  };

  return (
    <Modal open={open} onClose={close} title="Book Session">
      <div className="mb-4 flex items-baseline justify-between gap-4 rounded-xl bg-slate-50 px-4 py-3">
        <span className="min-w-0 truncate text-sm text-slate-600">{session.title}</span>
        <span className="shrink-0 text-sm text-slate-600">
          Fee <span className="text-xl font-extrabold text-slate-900">{dollars(session.price)}</span>
        </span>
      </div>
      {saveError ? (
        <div>
          <PaymentError message={saveError.message} />
          <div className="mt-6 flex justify-end">
            <Button loading={saving} onClick={saveError.retry}>
              Save my booking
            </Button>
          </div>
        </div>
      ) : intent.isPending ? (
        <PageLoader label="Preparing the payment" />
      ) : intent.isError ? (
        <ErrorState message={intent.error.message} onRetry={() => void intent.refetch()} />
      ) : intent.data.provider === 'stripe' && intent.data.publishableKey ? (
        <Suspense fallback={<PageLoader label="Loading the card field" />}>
          <StripeCardForm {...formProps!} publishableKey={intent.data.publishableKey} />
        </Suspense>
      ) : (
        <TestCardForm {...formProps!} />
      )}
    </Modal>
  );
}
