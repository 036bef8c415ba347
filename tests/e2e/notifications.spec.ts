/**
 * Notifications in Chromium (issue 17): a tutor watches the bell's count go up when a student books,
 * opens the notification and lands on the session; the service worker shows a Web Push message
 * (delivered through the DevTools protocol) with the right title and page.
 */
import { apiAs, createAccount, DEMO, DEMO_PASSWORD, expect, signIn, test, uniqueEmail } from './fixtures';
import { sessionBody } from '../factories/sessions';

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
  await bell.click();
  const item = page.getByRole('link', { name: /New booking.*Bella Booker booked/ });
  await expect(item).toBeVisible();
  await expect(page.getByRole('link', { name: /Session approved/ })).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(new RegExp(`/sessions/${id}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  await bell.click();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
});

test('an anonymous visitor gets no bell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
});

test('the service worker shows a push message and names the page it opens', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);

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

  // A payload naming another site opens the dashboard instead.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: new URL(baseURL!).origin,
    registrationId: await registrationId,
    data: JSON.stringify({ title: 'Elsewhere', body: 'x', url: 'https://evil.example/', tag: 'n-2' }),
  });
  await expect.poll(async () => (await shown()).find((n) => n.tag === 'n-2')?.data).toEqual({ url: '/dashboard' });
});
