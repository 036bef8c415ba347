import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@domain/types';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** The caller's order for one session, if any (GET /orders?stuEmail&sessionId answers a list of 0 or 1). */
export const getSessionOrders = (email: string, sessionId: string) => api.get('orders', { searchParams: { stuEmail: email, sessionId } }).json<Order[]>();

export const sessionOrderQueryOptions = (email: string, sessionId: string) =>
  queryOptions({ queryKey: orderKeys.forSession(email, sessionId), queryFn: () => getSessionOrders(email, sessionId) });

export const useSessionOrder = (email: string, sessionId: string, enabled = true) =>
  useQuery({ ...sessionOrderQueryOptions(email, sessionId), enabled: enabled && !!email && !!sessionId });
