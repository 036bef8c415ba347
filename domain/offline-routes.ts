/**
 * What the service worker caches at run time and under which names (docs/architecture.md#offline-reads).
 * One list, read by sw/sw.ts, which caches by it, and by src/lib/offline-caches.ts, which deletes the
 * signed-in user's caches at logout, so a renamed cache or a new read cannot drift between the two.
 * Kept here beside the API's other shared rules; plain data and pure tests, no Workbox.
 */

/** The public lists: the same for every visitor, kept network-first with a short timeout. */
export const PUBLIC_API_CACHE = 'public-api';
/** The signed-in user's own reads; logout deletes it, so the next user of the device sees none of it. */
export const USER_API_CACHE = 'user-api';
/** Images, cache-first: an upload's URL is named by its content hash and never changes. */
export const IMAGES_CACHE = 'images';

/** The runtime caches that hold a signed-in user's API reads; logout deletes each. */
export const USER_CACHE_NAMES: readonly string[] = [USER_API_CACHE];

/** Paths of the public lists, matched exactly (not their sub-paths, which are user reads or downloads). */
export const PUBLIC_LIST_PATHS: readonly string[] = ['/api/sessions', '/api/teachers'];

/**
 * Paths of the signed-in user's reads. Never the calendar downloads and feeds
 * (/api/sessions/{id}/calendar.ics, /api/calendar/…): a reset feed link must stop working at once,
 * and a download offline should fail rather than be stale.
 */
export const USER_READS: readonly RegExp[] = [
  /^\/api\/sessions\/[^/]+$/,
  /^\/api\/bookedsessions\/[^/]+$/,
  /^\/api\/booked-materials\/[^/]+$/,
  /^\/api\/stu-mat\/[^/]+$/,
  /^\/api\/reviews$/,
  /^\/api\/orders$/,
];

/**
 * Paths a navigation never gets the app shell for: the API, and the Auth Emulator's own pages that
 * the server proxies in local mode.
 */
export const SHELL_DENYLIST: readonly RegExp[] = [
  /^\/api\//,
  /^\/emulator\//,
  /^\/__\//,
  /^\/identitytoolkit\.googleapis\.com\//,
  /^\/securetoken\.googleapis\.com\//,
];

export const isPublicListPath = (pathname: string): boolean => PUBLIC_LIST_PATHS.includes(pathname);

export const isUserReadPath = (pathname: string): boolean => USER_READS.some((r) => r.test(pathname));
