/** POST /reviews (docs/product.md#api). A second review from the same student replaces the first. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review, PersonRef } from '@domain/types';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

export interface ReviewInput {
  student: PersonRef;
  sessionId: string;
  revDesc: string;
  rating: number;
}

export const addReview = (review: ReviewInput) => api.post('reviews', { json: review }).json<Review>();

export function useAddReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReview,
    onSettled: (_review, _error, { sessionId }) => queryClient.invalidateQueries({ queryKey: reviewKeys.bySession(sessionId) }),
  });
}
