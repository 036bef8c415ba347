/**
 * POST /orders/{id}/cancel (issue 15). Afterwards the booking queries are fetched again (Booked
 * Sessions, the booking button) and so are the sessions, whose seatsLeft changed.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancelResult } from '@domain/types';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

export const cancelBooking = (orderId: string) => api.post(`orders/${encodeURIComponent(orderId)}/cancel`).json<CancelResult>();

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['sessions'] });
    },
  });
}
