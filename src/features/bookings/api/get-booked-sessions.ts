/** The student's Booked Sessions (GET /bookedsessions/{email}); the service worker keeps a copy for offline. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookedSession } from '@domain/types';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

export const getBookedSessions = (email: string) => api.get(`bookedsessions/${encodeURIComponent(email)}`).json<BookedSession[]>();

export const bookedSessionsQueryOptions = (email: string) =>
  queryOptions({ queryKey: orderKeys.booked(email), queryFn: () => getBookedSessions(email), enabled: !!email, staleTime: 0 });

export const useBookedSessions = (email: string) => useQuery(bookedSessionsQueryOptions(email));
