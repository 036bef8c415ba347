import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Review } from '@domain/types';
import { api } from '@/lib/api-client';
import { reviewKeys } from './review-keys';

export const getReviews = (sessionId: string) => api.get('reviews', { searchParams: { sessId: sessionId } }).json<Review[]>();

export const reviewsQueryOptions = (sessionId: string) => queryOptions({ queryKey: reviewKeys.bySession(sessionId), queryFn: () => getReviews(sessionId) });

export const useReviews = (sessionId: string) => useQuery(reviewsQueryOptions(sessionId));
