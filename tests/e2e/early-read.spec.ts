/**
 * A returning user's cold start of a session page (issue 12): the session is asked for with the
 * cookie the device holds, beside the sign-in sequence, not after it; and a cookie the server no
 * longer accepts costs nothing but that early answer (no sign-out, the page loads once the sequence
 * has a fresh cookie).
 */
import type { Page } from '@playwright/test';
import { acceptedSession } from './data';
import { DEMO, expect, signIn, test } from './fixtures';

/** The order in which the API calls of one page load started. */
function apiCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) calls.push(`${request.method()} ${url.pathname}`);
  });
  return calls;
}

test('the session is read beside the sign-in sequence, not after it', async ({ page }) => {
  const { id, title } = await acceptedSession(0, {}, 'Early');
  await signIn(page, DEMO.student3);
  const calls = apiCalls(page);
  await page.goto(`/sessions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // The page may show from the early read before the sign-in sequence reaches /jwt: wait for it.
  await expect.poll(() => calls.indexOf('POST /api/jwt'), { message: 'POST /api/jwt' }).toBeGreaterThanOrEqual(0);
  const read = calls.indexOf(`GET /api/sessions/${id}`);
  const jwt = calls.indexOf('POST /api/jwt');
  expect(read, calls.join('\n')).toBeGreaterThanOrEqual(0);
  expect(jwt, calls.join('\n')).toBeGreaterThanOrEqual(0);
  expect(read, calls.join('\n')).toBeLessThan(jwt);
});

test('a cookie the server no longer accepts does not sign the user out', async ({ page, context }) => {
  const { id, title } = await acceptedSession(0, {}, 'Stale');
  await signIn(page, DEMO.student3);
  const held = await context.cookies();
  // Leave the app first: a read it still had in flight (notifications, notes) would otherwise meet
  // the logout below with a 401 and sign the user out before the test begins.
  await page.goto('about:blank');
  // End that sign-in session on the server, then put the old cookie back, as a device holding an
  // expired session would.
  expect((await page.request.get('/api/logout')).status()).toBe(200);
  await context.clearCookies();
  await context.addCookies(held);
  const statuses: number[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === `/api/sessions/${id}`) statuses.push(response.status());
  });
  await page.goto(`/sessions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(statuses[0]).toBe(401);
  expect(statuses.at(-1)).toBe(200);
  await expect(page).toHaveURL(new RegExp(`/sessions/${id}$`));
});

test('the page’s inline early read runs under the CSP, and the page shows before the sign-in sequence ends', async ({ page }) => {
  const { id, title } = await acceptedSession(0, {}, 'Inline');
  await signIn(page, DEMO.student3);
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  // Hold the cookie renewal: the page must not wait for it, its data came with the cookie held.
  let releaseJwt!: () => void;
  const jwtHeld = new Promise<void>((resolve) => (releaseJwt = resolve));
  await page.route('**/api/jwt', async (route) => {
    await jwtHeld;
    await route.continue();
  });
  const calls = apiCalls(page);
  await page.goto(`/sessions/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  releaseJwt();
  expect(
    calls.filter((c) => c === `GET /api/sessions/${id}`),
    calls.join('\n'),
  ).toHaveLength(1);
  expect(refused).toEqual([]);
  // The same script asked for the page's own code, named by the build in the page's data block.
  const preloaded = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(
    preloaded.some((href) => /\/assets\/session-detail-[\w-]+\.js$/.test(href)),
    preloaded.join('\n'),
  ).toBe(true);
});

test('with Remember Me off, another tab shows no private page and reads nothing early', async ({ page, context }) => {
  const { id, title } = await acceptedSession(0, {}, 'Tab only');
  await signIn(page, DEMO.student3, undefined, { remember: false });
  const other = await context.newPage();
  const calls = apiCalls(other);
  await other.goto(`/sessions/${id}`);
  await expect(other).toHaveURL(/\/signin$/);
  await expect(other.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
  expect(
    calls.filter((c) => c.startsWith('GET /api/sessions/')),
    calls.join('\n'),
  ).toEqual([]);
  await other.close();
});
