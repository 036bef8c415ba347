/**
 * Persists the query cache to localStorage under a key per user, so what one user read offline is
 * never shown to the next user of the device. Logout removes that user's key (ARCHITECTURE §3).
 * localStorage holds about 5 MB: a query may opt out with `meta: { persist: false }` (the public
 * session list, which the service worker keeps in Cache Storage instead), and when the quota is hit
 * the oldest queries are dropped rather than the write failing.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { QueryClient } from '@tanstack/react-query';
import { persistQueryClient, removeOldestQuery } from '@tanstack/react-query-persist-client';
import { CACHE_VERSION } from '@domain/constants';

const PREFIX = 'tq-cache:';
const keyFor = (owner: string) => `${PREFIX}${owner}`;

/** Starts persisting under `owner` ('anon' for visitors); the returned function stops it. */
export function persistQueries(queryClient: QueryClient, owner: string): { restored: Promise<void>; stop: () => void } {
  const persister = createSyncStoragePersister({
    storage: window.localStorage,
    key: keyFor(owner),
    throttleTime: 500,
    retry: removeOldestQuery,
  });
  const [stop, restored] = persistQueryClient({
    queryClient,
    persister,
    buster: String(CACHE_VERSION),
    maxAge: 30 * 24 * 60 * 60 * 1000,
    dehydrateOptions: {
      shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.persist !== false,
    },
  });
  return { restored: restored.catch(() => undefined), stop };
}

export function forgetPersistedQueries(owner: string): void {
  window.localStorage.removeItem(keyFor(owner));
}
