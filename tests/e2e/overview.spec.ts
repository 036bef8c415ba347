/**
 * The dashboard overview of each role after a booking (issue 16): the student's next class and
 * counts, the tutor's upcoming class with its booking, the admin's weekly bookings.
 */
import type { Browser, Page } from '@playwright/test';
import { sessionBody } from '../factories/sessions';
import { apiAs, createAccount, DEMO, DEMO_PASSWORD, expect, signIn, signInControlled, test, uniqueEmail } from './fixtures';

const HOUR = 3_600_000;

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test('after a booking, the student, the tutor and the admin each see it in their overview', async ({ browser }) => {
  test.setTimeout(120_000);
  // A class in three hours, booked by a student who has no other booking.
  const now = Date.now();
  const title = `Overview ${now.toString(36)}`;
  const tutorApi = await apiAs(DEMO.tutor1);
  const created = await tutorApi.post('/api/sessions', {
    data: sessionBody({
      title,
      isoRS: new Date(now - HOUR).toISOString(),
      isoRE: new Date(now + 2 * HOUR).toISOString(),
      isoCS: new Date(now + 3 * HOUR).toISOString(),
      isoCE: new Date(now + 4 * HOUR).toISOString(),
    }),
  });
  const { _id: id } = (await created.json()) as { _id: string };
  expect((await (await apiAs(DEMO.admin)).patch(`/api/modify-session/${id}`, { data: { price: 0, status: 'Accepted' } })).status()).toBe(200);
  const email = uniqueEmail('overview');
  await createAccount(email, DEMO_PASSWORD, 'Olive Overview');
  expect((await (await apiAs(email)).post('/api/orders', { data: { sessionId: id } })).status()).toBe(201);

  const student = await signedIn(browser, email);
  await student.goto('/dashboard');
  const next = student.getByRole('region', { name: 'Your next class' });
  await expect(next.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(next).toContainText(/Starts in 2 hours 5\d minutes|Starts in 3 hours/);
  await expect(next.getByRole('link', { name: `Add ${title} to calendar` })).toBeVisible();
  await expect(student.getByRole('link', { name: /Upcoming bookings\s*1/ })).toBeVisible();
  await expect(student.getByRole('link', { name: /Past bookings\s*0/ })).toBeVisible();
  await expect(student.getByRole('link', { name: /Notes not yet synced\s*0/ })).toBeVisible();

  const tutor = await signedIn(browser, DEMO.tutor1);
  await tutor.goto('/dashboard');
  const upcoming = tutor.getByRole('region', { name: 'Classes in the next 14 days' }).getByRole('listitem').filter({ hasText: title });
  await expect(upcoming).toContainText('1 booked');
  await expect(tutor.getByRole('region', { name: 'Bookings and revenue per session' })).toBeVisible();

  const admin = await signedIn(browser, DEMO.admin);
  await admin.goto('/dashboard');
  const weekly = admin.getByRole('region', { name: 'Bookings and revenue per week' });
  await weekly.getByRole('button', { name: 'Show as table' }).click();
  const thisWeek = weekly.getByRole('row').last();
  await expect.poll(async () => Number(await thisWeek.getByRole('cell').nth(1).textContent())).toBeGreaterThanOrEqual(1);
  await expect(admin.getByRole('region', { name: 'Top sessions by bookings' }).getByRole('listitem').first()).toBeVisible();
  // The tiles open the lists filtered to what waits for the admin.
  await admin.getByRole('link', { name: /Pending sessions/ }).click();
  await expect(admin).toHaveURL(/\/dashboard\/all-sessions\?status=Pending$/);
  await expect(admin.getByLabel('Show')).toHaveValue('Pending');
  await expect(admin.getByRole('heading', { level: 2, name: /^Pending/ })).toBeVisible();
  await expect(admin.getByRole('heading', { level: 2, name: /^Accepted/ })).toHaveCount(0);
  await admin.getByLabel('Show').selectOption('');
  await expect(admin.getByRole('heading', { level: 2, name: /^Accepted/ })).toBeVisible();
  await admin.goto('/dashboard');
  await admin.getByRole('link', { name: /Tutor applications/ }).click();
  await expect(admin).toHaveURL(/\/dashboard\/all-users\?status=Requested$/);
  await expect(admin.getByLabel('Show')).toHaveValue('Requested');
  await expect(admin.getByText(/tutor applications?$|No tutor applications are waiting\./).first()).toBeVisible();
});

test('offline, the overview shows the last figures it had and says from when', async ({ page, context }) => {
  test.setTimeout(90_000);
  await signInControlled(page, DEMO.tutor1);
  await page.goto('/dashboard');
  const upcoming = page.getByRole('region', { name: 'Classes in the next 14 days' });
  await expect(upcoming).toBeVisible();
  await expect(page.getByText(/^Figures from/)).toHaveCount(0);
  const shown = await upcoming.textContent();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: /^Figures from \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} (AM|PM)$/ })).toBeVisible();
  await expect(upcoming).toHaveText(shown ?? '');
  await context.setOffline(false);
  await expect(page.getByText(/^Figures from/)).toHaveCount(0);
});
