/**
 * A click on a push notification (sw/notification-click.ts) with stand-in window clients: the paths a
 * browser keeps for real clicks (focus, open a window), which a test cannot make Chromium take.
 */
import { describe, expect, it } from 'vitest';
import { type ClickScope, clickTarget, openFromNotification, pickWindow, type WindowClientLike } from './notification-click';

const ORIGIN = 'https://studyhub.test';

describe('clickTarget', () => {
  it('is the notification’s page of the app, or the dashboard when it names none or another site', () => {
    expect(clickTarget('', { url: '/sessions/abc' }, ORIGIN)).toEqual({ url: `${ORIGIN}/sessions/abc`, external: false });
    expect(clickTarget('', { url: '/dashboard/booked-sessions?x=1#top' }, ORIGIN).url).toBe(`${ORIGIN}/dashboard/booked-sessions?x=1#top`);
    for (const data of [null, undefined, {}, { url: 'https://evil.example/' }, { url: '//evil.example/x' }, { url: 'javascript:alert(1)' }]) {
      expect(clickTarget('', data, ORIGIN)).toEqual({ url: `${ORIGIN}/dashboard`, external: false });
    }
  });

  it('"Join class" opens the class’s https link; without one it is an ordinary click', () => {
    expect(clickTarget('join', { url: '/sessions/abc', joinUrl: 'https://meet.example/x' }, ORIGIN)).toEqual({ url: 'https://meet.example/x', external: true });
    expect(clickTarget('join', { url: '/sessions/abc', joinUrl: 'http://meet.example/x' }, ORIGIN)).toEqual({ url: `${ORIGIN}/sessions/abc`, external: false });
    expect(clickTarget('join', { url: '/sessions/abc', joinUrl: null }, ORIGIN)).toEqual({ url: `${ORIGIN}/sessions/abc`, external: false });
    expect(clickTarget('', { url: '/sessions/abc', joinUrl: 'https://meet.example/x' }, ORIGIN).external).toBe(false);
  });
});

describe('pickWindow', () => {
  const w = (url: string) => ({ url });
  it('prefers a window of the app already on the page, else the first of the app; never another site’s', () => {
    const other = w('https://elsewhere.test/sessions/abc');
    const home = w(`${ORIGIN}/`);
    const there = w(`${ORIGIN}/sessions/abc`);
    expect(pickWindow([other, home, there], `${ORIGIN}/sessions/abc`, ORIGIN)).toEqual({ client: there, navigate: false });
    expect(pickWindow([other, home], `${ORIGIN}/sessions/abc`, ORIGIN)).toEqual({ client: home, navigate: true });
    expect(pickWindow([other], `${ORIGIN}/sessions/abc`, ORIGIN)).toBeNull();
    expect(pickWindow([], `${ORIGIN}/sessions/abc`, ORIGIN)).toBeNull();
  });
});

describe('openFromNotification', () => {
  /** Windows that record what is done to them; `refuse` makes focus or navigate fail as a browser may. */
  function browser(urls: string[], refuse: { focus?: boolean; navigate?: boolean } = {}) {
    const log: string[] = [];
    const windows: WindowClientLike[] = urls.map((url, i) => ({
      url,
      focus: async () => {
        if (refuse.focus) throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
        log.push(`focus ${i}`);
      },
      navigate: async (to: string) => {
        if (refuse.navigate) throw new TypeError('This service worker is not the client’s active service worker.');
        log.push(`navigate ${i} ${to}`);
        return {};
      },
    }));
    const scope: ClickScope = {
      origin: ORIGIN,
      matchWindows: async () => windows,
      openWindow: async (url) => void log.push(`open ${url}`),
    };
    return { scope, log };
  }

  it('focuses a window of the app and takes it to the page', async () => {
    const { scope, log } = browser(['https://elsewhere.test/', `${ORIGIN}/dashboard`]);
    await openFromNotification(scope, '', { url: '/sessions/abc' });
    expect(log).toEqual(['focus 1', `navigate 1 ${ORIGIN}/sessions/abc`]);
  });

  it('only focuses a window already on the page', async () => {
    const { scope, log } = browser([`${ORIGIN}/dashboard`, `${ORIGIN}/sessions/abc`]);
    await openFromNotification(scope, '', { url: '/sessions/abc' });
    expect(log).toEqual(['focus 1']);
  });

  it('opens a window when none of the app is open', async () => {
    const { scope, log } = browser(['https://elsewhere.test/']);
    await openFromNotification(scope, '', { url: '/sessions/abc' });
    expect(log).toEqual([`open ${ORIGIN}/sessions/abc`]);
  });

  it('"Join class" opens the join link and leaves the app’s windows alone', async () => {
    const { scope, log } = browser([`${ORIGIN}/dashboard`]);
    await openFromNotification(scope, 'join', { url: '/sessions/abc', joinUrl: 'https://meet.example/x' });
    expect(log).toEqual(['open https://meet.example/x']);
  });

  it('a refused focus still takes the window to the page; a window it cannot navigate leaves it to a new one', async () => {
    const refusedFocus = browser([`${ORIGIN}/dashboard`], { focus: true });
    await openFromNotification(refusedFocus.scope, '', { url: '/sessions/abc' });
    expect(refusedFocus.log).toEqual([`navigate 0 ${ORIGIN}/sessions/abc`]);

    const uncontrolled = browser([`${ORIGIN}/dashboard`], { navigate: true });
    await openFromNotification(uncontrolled.scope, '', { url: '/sessions/abc' });
    expect(uncontrolled.log).toEqual(['focus 0', `open ${ORIGIN}/sessions/abc`]);
  });
});
