/**
 * How many students have a live booking of a session, read from its roster (issue 15): the delete
 * confirmation says it, because deleting cancels and refunds them all.
 */
import { useQuery } from '@tanstack/react-query';
import type { Roster } from '@domain/types';
import { api } from '@/lib/api-client';
import { sessionKeys } from './session-keys';

export const useBookedCount = (id: string | undefined) =>
  useQuery({
    queryKey: [...sessionKeys.all, 'booked-count', id ?? ''],
    queryFn: () => api.get(`sessions/${encodeURIComponent(id!)}/roster`).json<Roster>(),
    select: (roster) => roster.booked.length,
    enabled: !!id,
    staleTime: 0,
  });
