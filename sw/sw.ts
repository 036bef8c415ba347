/// <reference lib="webworker" />
/**
 * The service worker (docs/architecture.md#offline). Precaches the built app and answers navigations with the
 * shell. Runtime rules, one per kind of read; nothing that changes data, no admin call and no payment
 * call is ever cached. A new version waits until the page asks it to take over (Reload).
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { IMAGES_CACHE, isPublicListPath, isUserReadPath, PUBLIC_API_CACHE, SHELL_DENYLIST, USER_API_CACHE } from '../domain/offline-routes';
import { type ClickData, type ClickScope, openFromNotification } from './notification-click';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

const DAY = 24 * 60 * 60;

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every page of the app is the same shell; the router takes it from there. Never for the API, nor
// for the Auth Emulator's own pages that the server proxies in local mode. The URL patterns and cache
// names below come from domain/offline-routes.ts, which logout reads too.
registerRoute(new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: [...SHELL_DENYLIST] }));

const sameOriginGet = (request: Request, url: URL) => request.method === 'GET' && url.origin === self.location.origin;

// Public lists: the server's current copy whenever it answers within 3 s, since a reload is how
// people ask for the latest (a cached copy served first would hide a change until the next visit);
// the last copy when it does not, so a visitor on a train still sees the home page.
registerRoute(
  ({ request, url }) => sameOriginGet(request, url) && isPublicListPath(url.pathname),
  new NetworkFirst({ cacheName: PUBLIC_API_CACHE, networkTimeoutSeconds: 3, plugins: [new CacheableResponsePlugin({ statuses: [200] })] }),
);

// The signed-in student's reads: fresh when the network answers within 3 s, else the last copy.
// Logout deletes this cache (src/lib/offline-caches.ts), so the next user of the device sees none of it.
// Never the calendar downloads and feeds (USER_READS in domain/offline-routes.ts says why).
registerRoute(
  ({ request, url }) => sameOriginGet(request, url) && isUserReadPath(url.pathname),
  new NetworkFirst({
    cacheName: USER_API_CACHE,
    networkTimeoutSeconds: 3,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * DAY })],
  }),
);

// Images never change at a given URL (uploads are named by content hash): cache first, bounded.
registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: IMAGES_CACHE,
    plugins: [new CacheableResponsePlugin({ statuses: [0, 200] }), new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 60 * DAY, purgeOnQuotaError: true })],
  }),
);

// Web Push (issue 17): the server sends { title, body, url, joinUrl, tag } encrypted for this
// subscription. Show it; a click focuses a window of the app on that page, or opens one. Only
// same-origin paths are opened, whatever the payload says, except that a class's https join link
// (issue 22) is offered as a "Join class" action that opens it.
self.addEventListener('push', (event) => {
  let data: { title?: string; body?: string; url?: string; joinUrl?: string | null; tag?: string };
  try {
    data = event.data?.json() ?? {};
  } catch {
    data = { body: event.data?.text() };
  }
  const joinUrl = typeof data.joinUrl === 'string' && data.joinUrl.startsWith('https://') ? data.joinUrl : null;
  const options: NotificationOptions & { actions?: { action: string; title: string }[] } = {
    body: data.body ?? '',
    tag: data.tag,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: {
      url: typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/dashboard',
      ...(joinUrl ? { joinUrl } : {}),
    },
    ...(joinUrl ? { actions: [{ action: 'join', title: 'Join class' }] } : {}),
  };
  event.waitUntil(self.registration.showNotification(data.title || 'StudyHub', options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const scope: ClickScope = {
    origin: self.location.origin,
    matchWindows: () => self.clients.matchAll({ type: 'window', includeUncontrolled: true }) as Promise<readonly WindowClient[]>,
    openWindow: (url) => self.clients.openWindow(url),
  };
  event.waitUntil(openFromNotification(scope, event.action, event.notification.data as ClickData | null));
});
