/**
 * TanStack Query set-up (docs/architecture.md#offline-reads): offline-first reads, and an online state that starts
 * from navigator.onLine instead of TanStack's optimistic `true`.
 */
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { HTTPError } from 'ky';

onlineManager.setOnline(typeof navigator === 'undefined' ? true : navigator.onLine);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 30_000,
        gcTime: 7 * 24 * 60 * 60 * 1000,
        retry: (count, error) => {
          // A 4xx will not get better by asking again.
          if (error instanceof HTTPError && error.response.status < 500) return false;
          return count < 2;
        },
      },
      mutations: { networkMode: 'online' },
    },
  });
}
