/**
 * What a click on a Web Push notification does (issue 17), apart from the service worker's globals so
 * it can be tested with stand-in clients (sw/notification-click.test.ts): the browser lets only a real
 * click focus or open a window, so an end-to-end test can drive the choice of window and the
 * navigation (tests/e2e/notifications.spec.ts) but not the focus or a new window.
 *
 * - The "Join class" action opens the class's https link (issue 22).
 * - Otherwise the notification's page of the app, never another site's (the push handler keeps only
 *   same-origin paths; this checks again): a window of the app already on that page is focused; else
 *   a window of the app is focused and taken there; else a new window opens on it.
 */

export interface ClickData {
  url?: string;
  joinUrl?: string | null;
}

/** Where a click leads: the app's page (absolute URL), or the class's join link outside the app. */
export function clickTarget(action: string, data: ClickData | null | undefined, origin: string): { url: string; external: boolean } {
  if (action === 'join' && typeof data?.joinUrl === 'string' && data.joinUrl.startsWith('https://')) return { url: data.joinUrl, external: true };
  const fallback = new URL('/dashboard', origin).href;
  const path = typeof data?.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/dashboard';
  const url = new URL(path, origin);
  return { url: url.origin === origin ? url.href : fallback, external: false };
}

/** Which open window to use for `url`: one of the app already there, else the first of the app. */
export function pickWindow<W extends { url: string }>(windows: readonly W[], url: string, origin: string): { client: W; navigate: boolean } | null {
  const mine = windows.filter((w) => new URL(w.url).origin === origin);
  const there = mine.find((w) => w.url === url);
  if (there) return { client: there, navigate: false };
  return mine[0] ? { client: mine[0], navigate: true } : null;
}

/** The part of ServiceWorkerGlobalScope a click needs. */
export interface ClickScope {
  origin: string;
  matchWindows(): Promise<readonly WindowClientLike[]>;
  openWindow(url: string): Promise<unknown>;
}

export interface WindowClientLike {
  url: string;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/**
 * Carries out a click. A refused focus (the browser allows it only for a short while after the click)
 * still lets the window go to the page; a window that cannot be navigated (not controlled by this
 * worker) leaves the page to a new window.
 */
export async function openFromNotification(scope: ClickScope, action: string, data: ClickData | null | undefined): Promise<void> {
  const target = clickTarget(action, data, scope.origin);
  if (target.external) {
    await scope.openWindow(target.url);
    return;
  }
  const pick = pickWindow(await scope.matchWindows(), target.url, scope.origin);
  if (!pick) {
    await scope.openWindow(target.url);
    return;
  }
  await pick.client.focus().catch(() => undefined);
  if (!pick.navigate) return;
  const moved = await pick.client.navigate(target.url).catch(() => null);
  if (!moved) await scope.openWindow(target.url);
}
