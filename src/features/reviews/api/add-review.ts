/** POST /reviews (docs/product.md#api). A second review from the same student replaces the first. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { reviewBody } from '@domain/schemas/booking';
import type { Review } from '@domain/types';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

/** The body as POST /reviews's own schema accepts it. */
export type ReviewInput = v.InferInput<typeof reviewBody>;

export const addReview = (review: ReviewInput) => api.post('reviews', { json: review }).json<Review>();

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSettled: (_review, _error, { sessionId }) => queryClient.invalidateQueries({ queryKey: reviewKeys.bySession(sessionId) }),
  });
}
