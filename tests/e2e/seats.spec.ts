/**
 * Seats, cancelling with a refund, and the roster in Chromium (issue 15): a student books the last
 * seat and another account sees Full; the student cancels with a refund and books again; the tutor
 * opens the roster and downloads the CSV.
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { acceptedSession } from './data';
import { apiAs, createAccount, DEMO, DEMO_PASSWORD, expect, signIn, test, uniqueEmail } from './fixtures';

async function newStudent(browser: Browser, name: string): Promise<{ page: Page; email: string }> {
  const email = uniqueEmail('seat');
  await createAccount(email, DEMO_PASSWORD, name);
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return { page, email };
}

/** Books through the API, paying with the test card, as another student would. */
async function bookThroughApi(sessionId: string) {
  const email = uniqueEmail('early');
  await createAccount(email, DEMO_PASSWORD, 'Early Bird');
  const api = await apiAs(email);
  const intent = (await (await api.post('/api/create-payment-intent', { data: { sessId: sessionId } })).json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };
  expect((await api.post('/api/payments/test/confirm', { data: { clientSecret: intent.clientSecret, card } })).status()).toBe(200);
  const order = await api.post('/api/orders', { data: { sessionId, transactionId: intent.paymentIntentId } });
  expect(order.status(), await order.text()).toBe(201);
  await api.dispose();
}

async function payAndBook(page: Page, sessionId: string) {
  await page.goto(`/sessions/${sessionId}`);
  await page.getByRole('button', { name: '$ Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Session' });
  await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await dialog.getByLabel('Expiry (MM / YY)').fill('1234');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByText('Session Booked Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/booked-sessions$/);
}

test('the last seat, Full for another account, cancelling with a refund, booking again, and the roster with its CSV', async ({ browser, page }) => {
  test.setTimeout(180_000);
  const { id, title } = await acceptedSession(15, { seats: 2 }, 'Seats');
  await bookThroughApi(id);

  const ana = await newStudent(browser, 'Ana Last');
  await ana.page.goto(`/sessions/${id}`);
  await expect(ana.page.getByTestId('seats-left')).toHaveText('Only 1 left');
  await payAndBook(ana.page, id);

  const ben = await newStudent(browser, 'Ben Late');
  await ben.page.goto(`/sessions/${id}`);
  await expect(ben.page.getByRole('button', { name: 'Full' })).toBeDisabled();
  await expect(ben.page.getByTestId('seats-left')).toHaveText('Full');

  // Ana cancels: the dialog states the refund and the deadline.
  const upcoming = ana.page.getByRole('region', { name: 'Upcoming' });
  const row = upcoming.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: `Cancel booking of ${title}` }).click();
  const dialog = ana.page.getByRole('dialog', { name: 'Cancel this booking?' });
  await expect(dialog).toContainText('Your payment of $15.00 will be refunded in full.');
  await expect(dialog).toContainText('You can cancel until');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(ana.page.getByText('Booking cancelled. Refunded $15.00.')).toBeVisible();
  const cancelled = ana.page.getByRole('region', { name: 'Cancelled' });
  await expect(cancelled.getByRole('row').filter({ hasText: title })).toContainText('Refunded $15.00');
  await expect(upcoming.getByRole('row').filter({ hasText: title })).toHaveCount(0);

  // The seat is free again for Ben, and Ana books again with a new payment.
  await ben.page.reload();
  await expect(ben.page.getByRole('button', { name: '$ Book Now' })).toBeEnabled();
  await payAndBook(ana.page, id);
  await expect(ana.page.getByRole('region', { name: 'Upcoming' }).getByRole('row').filter({ hasText: title })).toBeVisible();
  await expect(ana.page.getByRole('region', { name: 'Cancelled' }).getByRole('row').filter({ hasText: title })).toBeVisible();

  // The tutor's roster: counts, both tables, and the CSV.
  await signIn(page, DEMO.tutor1);
  await page.goto('/dashboard/my-sessions');
  await page.getByRole('link', { name: `Roster of ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/roster/${id}$`));
  await expect(page.getByTestId('roster-counts')).toContainText('2 booked / 2 seats');
  await expect(page.getByRole('region', { name: 'Booked students' }).getByText(ana.email)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Cancelled bookings' }).getByText(ana.email)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^roster-[0-9a-f]{8}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('"Status","Name","Email","Booked at","Amount paid (USD)","Cancelled at","Cancelled by"');
  expect(csv).toContain(`"booked","Ana Last","${ana.email}"`);
  expect(csv).toContain(`"refunded","Ana Last","${ana.email}"`);
});
