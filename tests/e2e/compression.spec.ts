/**
 * What a first visit downloads: compressed JavaScript and shell, the service worker's precache filled
 * with the same compressed transfers, no Firebase and no logout call for a device that never held a
 * signed-in user, and no source maps.
 */
import { DEMO, DEMO_PASSWORD, expect, test } from './fixtures';

test('a first visit gets brotli, and the service worker precaches brotli transfers', async ({ page }) => {
  const encodings = new Map<string, string | undefined>();
  page.on('response', (res) => {
    if (/\/assets\/.+\.js$/.test(res.url())) encodings.set(res.url(), res.headers()['content-encoding']);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  expect([...encodings.values()].length).toBeGreaterThan(0);
  for (const [url, encoding] of encodings) expect(encoding, url).toBe('br');

  await page.evaluate(() => navigator.serviceWorker.ready);
  const precached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((k) => k.includes('precache'));
    if (!name) return [];
    const cache = await caches.open(name);
    const requests = await cache.keys();
    return Promise.all(
      requests
        .filter((r) => /\.(js|html)(\?|$)/.test(r.url))
        .map(async (r) => {
          const res = (await cache.match(r))!;
          return { url: r.url, encoding: res.headers.get('content-encoding'), bytes: (await res.arrayBuffer()).byteLength };
        }),
    );
  });
  expect(precached.length).toBeGreaterThan(10);
  for (const entry of precached) {
    expect(entry.encoding, entry.url).toBe('br');
    // The cache holds the decoded file, as the browser delivered it.
    expect(entry.bytes, entry.url).toBeGreaterThan(0);
  }
});

/** The Firebase SDK's chunk, not the small one with the sign-in forms' error texts. */
const isFirebase = (path: string) => path.startsWith('/assets/firebase-') && !path.startsWith('/assets/firebase-errors');

test('a device that never held a signed-in user loads no Firebase and calls no logout; signing in loads it', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Sessions' })).toBeVisible();
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requested.filter(isFirebase)).toEqual([]);
  expect(requested).not.toContain('/api/logout');

  await page.getByLabel('Email').fill(DEMO.student1);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
  expect(requested.some(isFirebase)).toBe(true);
  expect(requested).not.toContain('/api/logout');
});

test('source maps are not served', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const entry = /src="(\/assets\/index-[^"]+\.js)"/.exec(html)![1]!;
  expect((await request.get(entry)).status()).toBe(200);
  expect((await request.get(`${entry}.map`)).status()).toBe(404);
  expect((await request.get('/sw.js.map')).status()).toBe(404);
  expect(await (await request.get(entry)).text()).not.toContain('sourceMappingURL');
});
