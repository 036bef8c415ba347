/**
 * Sign-in counts only once our API has given the login cookie (issue 20). This journey runs
 * against a server of its own with a low sign-in rate limit and a short window, so it can be
 * refused for real and then allowed again, without slowing the other journeys' sign-ins.
 */
import path from 'node:path';
import { startServer, type StartedServer } from '../setup/start-server';
import { DEMO, DEMO_PASSWORD, expect, test } from './fixtures';

const LIMIT = 3;
const WINDOW_SECONDS = 5;
const RATE_LIMITED = 'Too many attempts. Please wait a moment and try again.';

let server: StartedServer;

test.beforeAll(async ({ env }) => {
  server = await startServer({
    emulatorHost: env.emulatorHost,
    log: path.resolve('.test-output/e2e-server-rate-limited.log'),
    env: { AUTH_RATE_LIMIT: String(LIMIT), AUTH_RATE_WINDOW_SECONDS: String(WINDOW_SECONDS) },
  });
});
test.afterAll(async () => server?.stop());

/** Uses up this machine's allowance on POST /api/jwt for the current window. */
async function exhaustJwtLimit() {
  for (let i = 0; i <= LIMIT; i += 1) {
    await fetch(`${server.baseURL}/api/jwt`, { method: 'POST', headers: { 'content-type': 'application/json', origin: server.baseURL }, body: '{}' });
  }
  const refused = await fetch(`${server.baseURL}/api/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.baseURL },
    body: '{}',
  });
  expect(refused.status).toBe(429);
}

test('a sign-in the server refuses with 429 says so, stays signed out, and works once the limit allows', async ({ page }) => {
  await page.goto(`${server.baseURL}/signin`);
  await page.getByLabel('Email').fill(DEMO.student2);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await exhaustJwtLimit();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();

  // The server's message, inline and as an error toast; no success toast.
  await expect(page.getByRole('alert').filter({ hasText: RATE_LIMITED })).toBeVisible();
  await expect(page.locator('[data-sonner-toast][data-type="error"]').filter({ hasText: RATE_LIMITED })).toBeVisible();
  await expect(page.getByText('logged in successfully')).toHaveCount(0);

  // Still on the form with the e-mail typed, and signed out in the top bar.
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.student2);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // Firebase's sign-in was undone too: after a reload nobody is signed in.
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

  // Once the window has passed, the same form signs in.
  await page.waitForTimeout(WINDOW_SECONDS * 1000);
  await page.getByLabel('Email').fill(DEMO.student2);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.locator('[data-sonner-toast][data-type="success"]').filter({ hasText: 'logged in successfully' })).toBeVisible();
  await expect(page).not.toHaveURL(/\/signin/);
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeAttached();
});
