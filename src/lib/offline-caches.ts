/** Names of the service worker's runtime caches that hold a signed-in user's API reads (sw/sw.ts). */
export const USER_CACHE_NAMES = ['user-api'];

/** Deletes the signed-in user's cached API answers from Cache Storage. */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(USER_CACHE_NAMES.map((name) => caches.delete(name)));
}
