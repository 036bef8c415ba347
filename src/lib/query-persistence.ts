/**
 * Persists the query cache to localStorage under a key per user, so what one user read offline is
 * never shown to the next user of the device. Logout removes that user's key (docs/architecture.md#offline-logout).
 * localStorage holds about 5 MB: a query may opt out with `meta: { persist: false }` (the public
 * session list, which the service worker keeps in Cache Storage instead), and when the quota is hit
 * the oldest queries are dropped rather than the write failing.
 */
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Query, QueryClient } from '@tanstack/react-query';
import { type Persister, persistQueryClient, persistQueryClientSave, removeOldestQuery } from '@tanstack/react-query-persist-client';
import { CACHE_VERSION } from '@domain/constants';

const PREFIX = 'tq-cache:';
const keyFor = (owner: string) => `${PREFIX}${owner}`;

/** Starts persisting under `owner` ('anon' for visitors); the returned function stops it. */
export function persistQueries(queryClient: QueryClient, owner: string): { restored: Promise<void>; stop: () => void } {
  const storage = window.localStorage;
  const key = keyFor(owner);
  const options = {
    queryClient,
    buster: String(CACHE_VERSION),
    dehydrateOptions: {
      shouldDehydrateQuery: (query: Query) => query.state.status === 'success' && query.meta?.persist !== false,
    },
  };
  const persister = createSyncStoragePersister({ storage, key, throttleTime: 500, retry: removeOldestQuery });
  const [unsubscribe, restored] = persistQueryClient({ ...options, persister, maxAge: 30 * 24 * 60 * 60 * 1000 });

  // The throttled write may still be waiting when the page goes away (a reload, the app closed right
  // after a read): write at once then. A write the quota refuses keeps the last stored copy.
  const immediate: Persister = {
    persistClient: (client) => {
      try {
        storage.setItem(key, JSON.stringify(client));
      } catch {
        /* the stored copy stays as it was */
      }
    },
    restoreClient: () => undefined,
    removeClient: () => undefined,
  };
  const flush = () => void persistQueryClientSave({ ...options, persister: immediate });
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', onHidden);
  const stop = () => {
    unsubscribe();
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', onHidden);
  };
  return { restored: restored.catch(() => undefined), stop };
}

export function forgetPersistedQueries(owner: string): void {
  window.localStorage.removeItem(keyFor(owner));
}
