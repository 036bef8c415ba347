/**
 * Booking (docs/product.md#payment, #api): a payment intent for a priced session, the "Test mode" card confirmation,
 * and the order. After an order the booking queries are fetched again (the button, Booked
 * Sessions); Study Materials refetches whenever it opens.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { orderBody, PaymentIntentResponse, testCardBody } from '@domain/schemas/booking';
import type { Order, TestPaymentConfirmation } from '@domain/types';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

export const createPaymentIntent = (sessionId: string) => api.post('create-payment-intent', { json: { sessId: sessionId } }).json<PaymentIntentResponse>();

/** The bodies as the server's own schemas accept them, so the two cannot drift. */
type TestConfirmBody = v.InferInput<typeof testCardBody>;
export type CardInput = TestConfirmBody['card'];
export type OrderInput = v.InferInput<typeof orderBody>;

/** Confirms a test-provider intent with a card, as stripe.confirmCardPayment would a real one. */
export const confirmTestPayment = (clientSecret: string, card: CardInput, billing: { name: string; email: string }) =>
  api.post('payments/test/confirm', { json: { clientSecret, card, billing } satisfies TestConfirmBody }).json<TestPaymentConfirmation>();

export const postOrder = (order: OrderInput) => api.post('orders', { json: order }).json<Order>();

export function usePostOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postOrder,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      // The session page of a booked student carries the class link (issue 22) and one seat fewer.
      await queryClient.invalidateQueries({ queryKey: ['sessions'] });
    },
  });
}
