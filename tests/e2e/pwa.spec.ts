import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../playwright.config';
import { e2eEnv, expect, test } from './fixtures';

test('the manifest has no installability errors', async () => {
  // getInstallabilityErrors answers "in-incognito" in an ordinary context (docs/architecture.md#lessons).
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: test.info().project.use.launchOptions?.executablePath,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await context.newPage();
    await page.goto(e2eEnv().baseURL);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = await (await page.request.get('/manifest.webmanifest')).json();
    expect(manifest).toMatchObject({
      name: expect.any(String),
      short_name: 'StudyHub',
      start_url: '/',
      display: 'standalone',
      theme_color: expect.any(String),
    });
    expect(manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes}:${i.purpose}`)).toEqual([
      '192x192:any',
      '512x512:any',
      '512x512:maskable',
    ]);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('after one online visit, the shell and the home lists load with the network off', async ({ page, context }) => {
  await page.goto('/');
  // Whichever session is newest (other journeys add their own), it must still show offline.
  const firstCard = page.getByRole('region', { name: 'Sessions' }).getByRole('article').first();
  const newest = (await firstCard.getByRole('heading').textContent())!;
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // The first load is not controlled yet; a reload is.
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect(page.getByRole('heading', { name: newest, exact: true })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: 'StudyHub home' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByRole('heading', { name: newest, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tutors' }).getByText('tutor1@demo.test')).toBeVisible();
  // Searching works on the cached list (issue 14).
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await sessions.getByLabel('Search sessions').fill('Statistics Crash');
  await expect(sessions.getByRole('article')).toHaveCount(1);
  await expect(sessions.getByRole('heading', { name: 'Statistics Crash Course' })).toBeVisible();
  await sessions.getByLabel('Search sessions').fill('no such session anywhere');
  await expect(sessions.getByText('No sessions match your search.')).toBeVisible();
  await page.goto('/signin');
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await context.setOffline(false);
});

test('a new version waits, shows "New version available", and Reload switches to it', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

  // Deploy a "new version": a byte-different service worker.
  const swFile = path.resolve('dist/sw.js');
  const original = readFileSync(swFile, 'utf8');
  try {
    writeFileSync(swFile, `${original}\n// e2e: next version\n`);
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())!.update();
    });
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'New version available' });
    await expect(toast).toBeVisible();
    // It waits: the old worker still controls the page until the user chooses Reload.
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())!.waiting)).toBe(true);

    await Promise.all([page.waitForEvent('load'), toast.getByRole('button', { name: 'Reload' }).click()]);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const reg = await navigator.serviceWorker.getRegistration();
          return !!reg && !reg.waiting && !!navigator.serviceWorker.controller;
        }),
      )
      .toBe(true);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'New version available' })).toHaveCount(0);
  } finally {
    writeFileSync(swFile, original);
  }
});
