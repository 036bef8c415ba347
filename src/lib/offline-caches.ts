import { USER_CACHE_NAMES } from '@domain/offline-routes';

/**
 * Deletes the signed-in user's cached API answers from Cache Storage. The names are the service
 * worker's (sw/sw.ts), from the one list both sides read.
 */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(USER_CACHE_NAMES.map((name) => caches.delete(name)));
}
