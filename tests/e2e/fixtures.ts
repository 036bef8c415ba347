/**
 * Fixtures for the journeys: the server started by the global set-up, demo accounts, fresh accounts
 * in the Auth Emulator, sign-in through the real form, and an API client that signs in the way the
 * browser does (ID token → profile → login cookie) for setting up data and checking results.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { type APIRequestContext, test as base, expect, type Page, request as playwrightRequest } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO = {
  admin: 'admin@demo.test',
  tutor1: 'tutor1@demo.test',
  tutor2: 'tutor2@demo.test',
  student1: 'student1@demo.test',
  student2: 'student2@demo.test',
  student3: 'student3@demo.test',
  student4: 'student4@demo.test',
} as const;

interface E2EEnv {
  baseURL: string;
  emulatorHost: string;
}

export function e2eEnv(): E2EEnv {
  return JSON.parse(readFileSync('.test-output/e2e-env.json', 'utf8')) as E2EEnv;
}

export const uniqueEmail = (prefix = 'user') => `${prefix}-${randomUUID().slice(0, 8)}@example.test`;

/** Creates an e-mail/password account in the emulator; returns its ID token. */
export async function createAccount(email: string, password = DEMO_PASSWORD, displayName?: string) {
  const { emulatorHost } = e2eEnv();
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken: string; localId: string };
  if (!res.ok) throw new Error(`emulator sign-up failed: ${JSON.stringify(json)}`);
  return json;
}

async function emulatorSignIn(email: string, password: string) {
  const { emulatorHost } = e2eEnv();
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken: string; displayName?: string };
  if (!res.ok) throw new Error(`emulator sign-in failed for ${email}: ${JSON.stringify(json)}`);
  return json;
}

/** An API client signed in as `email`, sending the same Origin as the app. */
export async function apiAs(email: string, password = DEMO_PASSWORD): Promise<APIRequestContext> {
  const { baseURL } = e2eEnv();
  const { idToken, displayName } = await emulatorSignIn(email, password);
  const ctx = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const auth = { authorization: `Bearer ${idToken}` };
  const profile = await ctx.post(`/api/users/${email}`, { data: { email, name: displayName ?? null, image: null }, headers: auth });
  expect(profile.status(), await profile.text()).toBe(200);
  const jwt = await ctx.post('/api/jwt', { data: { email }, headers: auth });
  expect(jwt.status(), await jwt.text()).toBe(200);
  return ctx;
}

/** Signs in through the real /signin form and waits to leave it. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, options: { remember?: boolean } = {}) {
  if (!page.url().includes('/signin')) await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (options.remember === false) await page.getByLabel('Remember Me').uncheck();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).not.toHaveURL(/\/signin/);
}

export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Logout' }).first().click();
  await expect(page.getByText('User Signed Out')).toBeVisible();
}

export const test = base.extend<{ env: E2EEnv }>({
  baseURL: async ({}, use) => use(e2eEnv().baseURL),
  env: async ({}, use) => use(e2eEnv()),
});

export { expect };

/** Signs in on a page the service worker controls, as on any visit after the first one. */
export async function signInControlled(page: Page, email: string) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await signIn(page, email);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}
