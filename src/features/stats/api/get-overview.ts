/** The dashboard overview's figures (GET /stats/overview?tz=), persisted so the last ones show offline. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Overview } from '@domain/stats';
import { localTimeZone } from '@domain/time/zones';
import { api } from '@/lib/api-client';

export const statsKeys = {
  all: ['stats'] as const,
  overview: (tz: string) => [...statsKeys.all, 'overview', tz] as const,
};

export const getOverview = (tz: string) => api.get('stats/overview', { searchParams: { tz } }).json<Overview>();

export const overviewQueryOptions = (tz: string = localTimeZone()) =>
  queryOptions({ queryKey: statsKeys.overview(tz), queryFn: () => getOverview(tz), staleTime: 0 });

export const useOverview = () => useQuery(overviewQueryOptions());
