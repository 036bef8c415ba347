import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { makePng } from '../factories/images';
import { apiAs, DEMO, expect, signIn, test } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;
/** A local date (the browser runs in UTC) `days` from now, as the form takes it. */
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** The admin's update form of one row: price and status, then Update. */
async function setPriceAndStatus(admin: Page, title: string, price: string, status: string) {
  const row = admin.getByRole('row').filter({ hasText: title });
  await row.getByLabel(`Price of ${title}`).fill(price);
  await row.getByLabel(`Status of ${title}`).selectOption(status);
  await row.getByRole('button', { name: `Update ${title}` }).click();
  await expect(admin.getByText('Session Updated Successfully')).toBeVisible();
}

test.describe('study sessions from creation to the student’s page', () => {
  test('a tutor creates a session with a cover, an admin prices and accepts it, a visitor and a student see it', async ({ browser }) => {
    test.setTimeout(180_000);
    const title = `Graph Theory ${randomUUID().slice(0, 6)}`;

    // 1. The tutor fills in Create Session, uploads a cover and sees the session Pending.
    const tutor = await signedIn(browser, DEMO.tutor1);
    await tutor.goto('/dashboard/create-session');
    await expect(tutor.getByLabel('Registration Fee')).toHaveValue('Requires Admin Access');
    await expect(tutor.getByLabel('Tutor email')).toHaveValue(DEMO.tutor1);
    await expect(tutor.getByLabel('Registration start time')).toHaveValue('09:00');
    await expect(tutor.getByLabel('Class end time')).toHaveValue('10:00');
    await expect(tutor.getByLabel('Class date', { exact: true })).toHaveValue(dateIn(0));

    await tutor.getByLabel('Session title').fill(title);
    await tutor.getByLabel('Cover picture').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(64, 36, [20, 120, 200]) });
    await tutor.getByLabel('Description').fill('Paths, trees and colourings, with a problem set to take home.');
    // Open since yesterday: today's default of 09:00 is still ahead when the suite runs after midnight.
    await tutor.getByLabel('Registration start date', { exact: true }).fill(dateIn(-1));
    await tutor.getByLabel('Registration end date', { exact: true }).fill(dateIn(7));
    await tutor.getByLabel('Class date', { exact: true }).fill(dateIn(8));
    // An end before its start is refused in place, before anything is sent.
    await tutor.getByLabel('Class end time').selectOption('08:30');
    await expect(tutor.getByText('The class must end after it starts.')).toBeVisible();
    await tutor.getByLabel('Class end time').selectOption('11:30');
    await expect(tutor.getByText('The class must end after it starts.')).toHaveCount(0);
    await expect(tutor.getByLabel('Duration')).toHaveValue('2 hours 30 minutes');
    await tutor.getByRole('button', { name: 'Create Session' }).click();

    await expect(tutor.getByText('Created Session Successfully.')).toBeVisible();
    await expect(tutor).toHaveURL(/\/dashboard\/my-sessions$/);
    const myRow = tutor.getByRole('row').filter({ hasText: title });
    await expect(myRow.getByText('Pending', { exact: true })).toBeVisible();
    const cover = myRow.locator('img');
    await expect(cover).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{64}\.png$/);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
    const href = await myRow.getByRole('link', { name: `View ${title}` }).getAttribute('href');
    const id = href!.split('/').pop()!;

    // 2. The admin sets the price to 12.50 and accepts it.
    const admin = await signedIn(browser, DEMO.admin);
    await admin.goto('/dashboard/all-sessions');
    await expect(admin.getByRole('region', { name: /^Pending/ }).getByText(title, { exact: true })).toBeVisible();
    await setPriceAndStatus(admin, title, '12.50', 'Accepted');
    await expect(admin.getByRole('region', { name: /^Accepted/ }).getByText(title, { exact: true })).toBeVisible();

    // 3. A visitor sees it on the home page, Ongoing.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/');
    const card = visitor.getByRole('region', { name: 'Sessions' }).getByRole('link', { name: `${title}: Ongoing, see details` });
    await expect(card).toHaveText('Ongoing');
    await expect(card).toHaveAttribute('href', `/sessions/${id}`);

    // 4. A signed-in student opens it and may book it for $12.50.
    const student = await signedIn(browser, DEMO.student3);
    await student.goto(`/sessions/${id}`);
    await expect(student.getByRole('heading', { name: title })).toBeVisible();
    await expect(student.getByText('$12.50')).toBeVisible();
    await expect(student.getByText('2 hours 30 minutes')).toBeVisible();
    await expect(student.getByText('Tara Turing')).toBeVisible();
    await expect(student.getByRole('button', { name: '$ Book Now' })).toBeEnabled();
    await expect(student.getByText('No Reviews Yet')).toBeVisible();
  });

  test('an admin rejects a session and its tutor requests it again', async ({ browser }) => {
    const title = `Number Theory ${randomUUID().slice(0, 6)}`;
    const api = await apiAs(DEMO.tutor1);
    const created = await api.post('/api/sessions', {
      data: {
        title,
        cover: '/demo/cover-3.svg',
        description: 'Primes, congruences and the joy of proofs.',
        isoRS: new Date().toISOString(),
        isoRE: new Date(Date.now() + 5 * DAY).toISOString(),
        isoCS: new Date(Date.now() + 6 * DAY).toISOString(),
        isoCE: new Date(Date.now() + 6 * DAY + 3_600_000).toISOString(),
      },
    });
    expect(created.status()).toBe(201);

    const admin = await signedIn(browser, DEMO.admin);
    await admin.goto('/dashboard/all-sessions');
    await setPriceAndStatus(admin, title, '0', 'Rejected');
    await expect(admin.getByRole('region', { name: /^Rejected/ }).getByText(title, { exact: true })).toBeVisible();

    const tutor = await signedIn(browser, DEMO.tutor1);
    await tutor.goto('/dashboard/my-sessions');
    const row = tutor.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Request Again?' }).click();
    await expect(tutor.getByText('Request Sent.')).toBeVisible();
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Request Again?' })).toHaveCount(0);
    // Only Rejected rows offer it.
    await expect(tutor.getByRole('row').filter({ hasText: 'Calculus I' }).getByRole('button', { name: 'Request Again?' })).toHaveCount(0);
  });

  test('a tutor edits a session with a new cover and times, then deletes it; an admin customises one', async ({ browser }) => {
    test.setTimeout(120_000);
    const title = `Topology ${randomUUID().slice(0, 6)}`;
    const api = await apiAs(DEMO.tutor1);
    const body = {
      title,
      cover: '/demo/cover-5.svg',
      description: 'Open sets, continuity and the coffee cup that is a doughnut.',
      isoRS: new Date().toISOString(),
      isoRE: new Date(Date.now() + 5 * DAY).toISOString(),
      isoCS: new Date(Date.now() + 6 * DAY).toISOString(),
      isoCE: new Date(Date.now() + 6 * DAY + 3_600_000).toISOString(),
    };
    const id = (await (await api.post('/api/sessions', { data: body })).json())._id as string;

    const tutor = await signedIn(browser, DEMO.tutor1);
    await tutor.goto('/dashboard/my-sessions');
    await tutor.getByRole('link', { name: `Edit ${title}` }).click();
    await expect(tutor).toHaveURL(new RegExp(`/dashboard/tsessions/${id}$`));
    await expect(tutor.getByRole('img', { name: `Current cover of ${title}` })).toBeVisible();
    await expect(tutor.getByText('Current times')).toBeVisible();
    await expect(tutor.getByLabel('Registration Fee')).toHaveValue('$0.00');
    await tutor.getByLabel('Session title').fill(`${title} (revised)`);
    // The new cover is required.
    await tutor.getByRole('button', { name: 'Update Session' }).click();
    await expect(tutor.getByText('A new cover image is required.')).toBeVisible();
    await tutor.getByLabel('New cover picture').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: makePng(40, 30, [200, 60, 90]) });
    await tutor.getByLabel('Registration end date', { exact: true }).fill(dateIn(9));
    await tutor.getByLabel('Class date', { exact: true }).fill(dateIn(10));
    await tutor.getByRole('button', { name: 'Update Session' }).click();
    await expect(tutor.getByText('Session Successfully Updated.')).toBeVisible();
    await expect(tutor).toHaveURL(/\/dashboard\/my-sessions$/);
    const row = tutor.getByRole('row').filter({ hasText: `${title} (revised)` });
    await expect(row.locator('img')).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{64}\.png$/);

    await row.getByRole('button', { name: `Delete ${title} (revised)` }).click();
    await tutor.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(tutor.getByText('Session Deleted Successfully')).toBeVisible();
    await expect(tutor.getByRole('row').filter({ hasText: title })).toHaveCount(0);

    // The admin customises an Accepted session of another tutor through cutomizesession/{id}.
    const other = (await (await api.post('/api/sessions', { data: { ...body, title: `${title} B` } })).json())._id as string;
    const adminApi = await apiAs(DEMO.admin);
    await adminApi.patch(`/api/modify-session/${other}`, { data: { price: 5, status: 'Accepted' } });
    const admin = await signedIn(browser, DEMO.admin);
    await admin.goto('/dashboard/all-sessions');
    await admin.getByRole('link', { name: `Customize ${title} B` }).click();
    await expect(admin).toHaveURL(new RegExp(`/dashboard/cutomizesession/${other}$`));
    await expect(admin.getByLabel('Tutor email')).toHaveValue(DEMO.tutor1);
    await admin.getByLabel('Description').fill('Customised by the admin.');
    await admin.getByLabel('New cover picture').setInputFiles({ name: 'c.png', mimeType: 'image/png', buffer: makePng(20, 20) });
    await admin.getByLabel('Registration end date', { exact: true }).fill(dateIn(3));
    await admin.getByRole('button', { name: 'Update Session' }).click();
    await expect(admin.getByText('Session Successfully Updated.')).toBeVisible();
    await expect(admin).toHaveURL(/\/dashboard\/all-sessions$/);
    await admin.getByRole('button', { name: `Delete ${title} B` }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(admin.getByText('Session Deleted Successfully')).toBeVisible();
    await expect(admin.getByRole('row').filter({ hasText: `${title} B` })).toHaveCount(0);
  });

  test('an unknown session, or one a student may not see, shows a not-found page', async ({ browser }) => {
    const student = await signedIn(browser, DEMO.student2);
    await student.goto(`/sessions/${randomUUID()}`);
    await expect(student.getByRole('heading', { name: 'Session not found' })).toBeVisible();
    const pending = (await (await apiAs(DEMO.admin)).get('/api/allsessions').then((r) => r.json())).find((s: { status: string }) => s.status === 'Pending');
    await student.goto(`/sessions/${pending._id}`);
    await expect(student.getByRole('heading', { name: 'Session not found' })).toBeVisible();
  });
});
