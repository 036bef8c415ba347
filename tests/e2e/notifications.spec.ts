/**
 * Notifications in Chromium (issue 17): a tutor watches the bell's count go up when a student books,
 * opens the notification and lands on the session; offline, after a reload, the bell still shows the
 * count and the last list; the service worker shows a Web Push message (delivered through the
 * DevTools protocol) with the right title and page, and a click on it takes the app's open tab there.
 * Pictures of the bell, the list and the settings at phone and desktop width are written to the
 * folder NOTIFY_SCREENSHOTS names, when it is set.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { apiAs, createAccount, DEMO, DEMO_PASSWORD, expect, signIn, signInControlled, test, uniqueEmail } from './fixtures';
import { sessionBody } from '../factories/sessions';

const bellOf = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

/** Opens the bell that shows at this width (the dashboard has one in its sidebar and one in its phone header). */
async function openBell(page: Page) {
  const bell = bellOf(page);
  if ((await bell.getAttribute('aria-expanded')) !== 'true') await bell.click();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
}

/** With NOTIFY_SCREENSHOTS set: `name` at phone and desktop width, after `prepare` at each width; back to desktop after. */
async function shoot(page: Page, name: string, prepare?: () => Promise<void>) {
  const dir = process.env.NOTIFY_SCREENSHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  for (const [label, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await prepare?.();
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** A new tutor with one Accepted free session; answers the tutor's e-mail and the session. */
async function tutorWithSession() {
  const email = uniqueEmail('bell-tutor');
  await createAccount(email, DEMO_PASSWORD, 'Bell Tutor');
  (await apiAs(email)).dispose();
  const admin = await apiAs(DEMO.admin);
  expect((await admin.patch(`/api/user/role/${email}`, { data: { role: 'Tutor', status: 'Verified' } })).status()).toBe(200);
  const tutor = await apiAs(email);
  const title = `Bell ${Date.now().toString(36)}`;
  const created = await tutor.post('/api/sessions', { data: sessionBody({ title }) });
  expect(created.status(), await created.text()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  expect((await admin.patch(`/api/modify-session/${id}`, { data: { price: 0, status: 'Accepted' } })).status()).toBe(200);
  await Promise.all([admin.dispose(), tutor.dispose()]);
  return { email, id, title };
}

test('a tutor sees the bell count go up when a student books, and opens the notification to reach the session', async ({ page }) => {
  test.setTimeout(120_000);
  const { email, id, title } = await tutorWithSession();
  await signIn(page, email);
  await page.goto('/dashboard');
  // The approval is already waiting.
  const bell = page.getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  const studentEmail = uniqueEmail('bell-student');
  await createAccount(studentEmail, DEMO_PASSWORD, 'Bella Booker');
  const student = await apiAs(studentEmail);
  const booked = await student.post('/api/orders', { data: { student: { email: studentEmail }, sessionId: id } });
  expect(booked.status(), await booked.text()).toBe(201);
  await student.dispose();

  // No reload: the bell asks again by itself.
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread', { timeout: 30_000 });
  await expect(page.getByTestId('bell-count').filter({ visible: true })).toHaveText('2');
  await shoot(page, 'bell');
  await bell.click();
  const item = page.getByRole('link', { name: /New booking.*Bella Booker booked/ });
  await expect(item).toBeVisible();
  await expect(page.getByRole('link', { name: /Session approved/ })).toBeVisible();
  await shoot(page, 'list', () => openBell(page));
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');

  await page.goto('/dashboard/profile');
  const settings = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(settings.getByRole('checkbox')).toHaveCount(3);
  await shoot(page, 'settings', () => settings.scrollIntoViewIfNeeded());
});

test('offline, after a reload, the bell still shows the unread count and the last list', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { email, title } = await tutorWithSession();
  await signInControlled(page, email);
  await page.goto('/dashboard');
  const bell = bellOf(page);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const approved = page.getByRole('link', { name: new RegExp(`Session approved.*“${title}” was approved`) });
  await expect(approved).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('bell-count').filter({ visible: true })).toHaveText('1');
  await bell.click();
  await expect(approved).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  await context.setOffline(false);
});

test('an anonymous visitor gets no bell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
});

test('the service worker shows a push message, names the page it opens and takes the open tab there on a click', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  // Signed in, so that the session page it opens stays open (a visitor is sent to sign in).
  await signInControlled(page, DEMO.student1);

  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const mine = registrations.find((r) => r.scopeURL.startsWith(baseURL!) && !r.isDeleted);
      if (mine) resolve(mine.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const payload = { title: 'New booking', body: 'Bella Booker booked “Graph Theory”.', url: '/sessions/abc', tag: 'n-1' };
  await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(baseURL!).origin, registrationId: await registrationId, data: JSON.stringify(payload) });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown })),
    );
  await expect.poll(shown).toEqual([{ title: 'New booking', body: 'Bella Booker booked “Graph Theory”.', tag: 'n-1', data: { url: '/sessions/abc' } }]);

  // A click on it, in the service worker: the app's open tab goes to the page, no new tab opens.
  // Chromium lets only a real click (which no test can make) focus a window or open one, so the
  // focus is refused here (the handler goes on without it) and the new-window path is a unit test
  // (sw/notification-click.test.ts). A script-made event cannot extend its life, so the test keeps
  // the handler's promise to see it finish.
  const worker = context.serviceWorkers().find((w) => w.url().startsWith(baseURL!)) ?? (await context.waitForEvent('serviceworker'));
  const click = await worker.evaluate(async (tag) => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications({ tag });
    if (!notification) return { error: `no notification ${tag}` };
    const event = new NotificationEvent('notificationclick', { notification });
    const pending: Promise<unknown>[] = [];
    Object.defineProperty(event, 'waitUntil', { value: (p: Promise<unknown>) => void pending.push(p) });
    scope.dispatchEvent(event);
    const settled = await Promise.allSettled(pending);
    return {
      handled: pending.length,
      failed: settled.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : [])),
      stillShown: (await scope.registration.getNotifications({ tag })).length,
    };
  }, 'n-1');
  expect(click).toEqual({ handled: 1, failed: [], stillShown: 0 });
  await expect(page).toHaveURL(`${baseURL}/sessions/abc`);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page).toHaveURL(`${baseURL}/sessions/abc`);
  expect(context.pages()).toHaveLength(1);

  // A payload naming another site opens the dashboard instead.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: JSON.stringify({ title: 'Elsewhere', body: 'x', url: 'https://evil.example/', tag: 'n-2' }),
  });
  await expect.poll(async () => (await shown()).find((n) => n.tag === 'n-2')?.data).toEqual({ url: '/dashboard' });
});
