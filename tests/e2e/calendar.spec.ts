/**
 * The calendar feed on the profile page (issue 14): a student books a session, copies the private
 * link, a calendar app (a request with no cookie) reads the booking from it, and Reset link retires it.
 */
import { readFile } from 'node:fs/promises';
import { chromium, request as playwrightRequest } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { MSG } from '../../domain/messages';
import { acceptedSession } from './data';
import { apiAs, createAccount, DEMO_PASSWORD, expect, signIn, signInControlled, test, uniqueEmail } from './fixtures';

const FEED = /^http:\/\/[^/]+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/;

test('a student copies their feed link, a calendar app reads their booking from it, and Reset link retires it', async ({ page, context }) => {
  const { id, title } = await acceptedSession(0, {}, 'Calendar');
  const email = uniqueEmail('subscriber');
  await createAccount(email, DEMO_PASSWORD, 'Cora Calendar');
  const api = await apiAs(email);
  expect((await api.post('/api/orders', { data: { sessionId: id } })).status()).toBe(201);
  await api.dispose();

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Under the service worker, to show it keeps no copy of a feed (the old link must die at once).
  await signInControlled(page, email);
  await page.goto('/dashboard/profile');
  const card = page.getByRole('region', { name: 'Calendar feed' });
  const link = card.getByLabel('Your private link');
  await expect(link).toHaveValue(FEED);
  const url = await link.inputValue();
  await expect(card.getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', url.replace(/^http:/, 'webcal:'));

  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: MSG.calendar.linkCopied })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  // A calendar app: no cookie, no Origin.
  const calendarApp = await playwrightRequest.newContext();
  const feed = await calendarApp.get(url);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const text = await feed.text();
  expect(text).toContain(`UID:${id}@studyhub.sessions`);
  expect(text).toContain(`SUMMARY:${title}`);
  const fromPage = (u: string) => page.evaluate(async (href) => (await fetch(href)).status, u);
  expect(await fromPage(url)).toBe(200);

  await card.getByRole('button', { name: 'Reset link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset calendar link?' });
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: MSG.calendar.linkReset })).toBeVisible();
  await expect(link).not.toHaveValue(url);
  await expect(link).toHaveValue(FEED);
  const fresh = await link.inputValue();
  expect((await calendarApp.get(url)).status()).toBe(404);
  expect((await calendarApp.get(fresh)).status()).toBe(200);
  expect(await fromPage(url)).toBe(404);

  // Add to calendar: the browser saves the session's .ics under the title (with this session's cookie).
  const download = page.waitForEvent('download');
  await page.evaluate((href) => {
    const a = Object.assign(document.createElement('a'), { href, download: '' });
    document.body.append(a);
    a.click();
    a.remove();
  }, `/api/sessions/${id}/calendar.ics`);
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${title}.ics`);
  const saved = await readFile((await file.path())!, 'utf8');
  expect(saved).toContain(`UID:${id}@studyhub.sessions`);

  // The same link after a reload: it is shown again, not made anew.
  await page.reload();
  await expect(card.getByLabel('Your private link')).toHaveValue(fresh);
  await calendarApp.dispose();
});

test('on a plain http:// address (a phone on the LAN) there is no clipboard: Copy selects the link and says how to copy it', async ({ env }) => {
  // Any name but localhost makes http:// an insecure origin, where browsers offer no clipboard API.
  const port = new URL(env.baseURL).port;
  const browser = await chromium.launch({
    executablePath: test.info().project.use.launchOptions?.executablePath,
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP studyhub.test 127.0.0.1'],
  });
  try {
    const page = await (await browser.newContext({ baseURL: `http://studyhub.test:${port}` })).newPage();
    const email = uniqueEmail('lan');
    await createAccount(email, DEMO_PASSWORD, 'Lana Lan');
    await signIn(page, email);
    await page.goto('/dashboard/profile');
    expect(await page.evaluate(() => window.isSecureContext || 'clipboard' in navigator)).toBe(false);
    const link = page.getByLabel('Your private link');
    await expect(link).toHaveValue(/^http:\/\/studyhub\.test:\d+\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: MSG.calendar.copyFallback })).toBeVisible();
    await expect(link).toBeFocused();
    const { start, end, length } = await link.evaluate((el: HTMLInputElement) => ({ start: el.selectionStart, end: el.selectionEnd, length: el.value.length }));
    expect([start, end]).toEqual([0, length]);
  } finally {
    await browser.close();
  }
});
