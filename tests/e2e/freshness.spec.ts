/**
 * A reload is how people ask for the latest (issue 20): after one, every list shows what the server
 * holds now, even though the persisted query cache restores the older copy first.
 */
import type { Browser, Page } from '@playwright/test';
import { sessionBody } from '../factories/sessions';
import { acceptedSession } from './data';
import { apiAs, DEMO, expect, signIn, test } from './fixtures';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

test.describe('a reload shows fresh data', () => {
  test('My Sessions shows a price and status an admin just set', async ({ browser }) => {
    const tutorApi = await apiAs(DEMO.tutor2);
    const title = `Fresh ${Date.now().toString(36)}`;
    const created = await tutorApi.post('/api/sessions', { data: sessionBody({ title }) });
    expect(created.status()).toBe(201);
    const { _id: id } = (await created.json()) as { _id: string };

    const tutor = await signedIn(browser, DEMO.tutor2);
    await tutor.goto('/dashboard/my-sessions');
    const row = tutor.getByRole('row').filter({ hasText: title });
    await expect(row.getByText('Pending', { exact: true })).toBeVisible();
    await expect(row.getByText('$0.00')).toBeVisible();

    const admin = await apiAs(DEMO.admin);
    expect((await admin.patch(`/api/modify-session/${id}`, { data: { price: 14.5, status: 'Accepted' } })).status()).toBe(200);

    await tutor.reload();
    await expect(row.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(row.getByText('$14.50')).toBeVisible();
  });

  test('All Sessions shows a session a tutor just submitted', async ({ browser }) => {
    const admin = await signedIn(browser, DEMO.admin);
    await admin.goto('/dashboard/all-sessions');
    const pending = admin.getByRole('region', { name: /^Pending/ });
    await expect(pending).toBeVisible();

    const title = `Submitted ${Date.now().toString(36)}`;
    const tutorApi = await apiAs(DEMO.tutor1);
    expect((await tutorApi.post('/api/sessions', { data: sessionBody({ title }) })).status()).toBe(201);

    await admin.reload();
    await expect(pending.getByText(title, { exact: true })).toBeVisible();
  });

  test('Booked Sessions shows a title the tutor just changed, and the cached list shows at once', async ({ browser }) => {
    const { id, title } = await acceptedSession(0, {}, 'Reloaded');
    const studentApi = await apiAs(DEMO.student4);
    expect((await studentApi.post('/api/orders', { data: { sessionId: id } })).status()).toBe(201);

    const student = await signedIn(browser, DEMO.student4);
    await student.goto('/dashboard/booked-sessions');
    await expect(student.getByRole('row').filter({ hasText: title })).toBeVisible();

    const renamed = `${title} (moved)`;
    const tutorApi = await apiAs(DEMO.tutor1);
    const current = (await (await tutorApi.get(`/api/sessions/${id}`)).json()) as Record<string, string>;
    const body = {
      title: renamed,
      description: current.description,
      cover: current.cover,
      isoRS: current.isoRS,
      isoRE: current.isoRE,
      isoCS: current.isoCS,
      isoCE: current.isoCE,
    };
    expect((await tutorApi.patch(`/api/update-session/${id}`, { data: body })).status()).toBe(200);

    // Hold the list's request back a moment: the restored copy must show meanwhile, with no spinner.
    // (The context's route also sees the service worker's own fetch.)
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    await student.context().route('**/api/bookedsessions/**', async (route) => {
      asked += 1;
      await held;
      await route.continue();
    });
    await student.reload();
    await expect(student.getByRole('row').filter({ hasText: title }).first()).toBeVisible();
    await expect(student.getByRole('status', { name: /loading/i })).toHaveCount(0);
    await expect.poll(() => asked).toBeGreaterThan(0);
    release();
    await expect(student.getByRole('cell', { name: renamed, exact: true })).toBeVisible();
  });
});
