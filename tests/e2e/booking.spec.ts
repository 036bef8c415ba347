/**
 * Booking in Chromium (issue 4): a paid booking with Stripe's test card through the Book Session
 * modal, Booked Sessions, the Booked button and a review with the new average; a declined card; a
 * free booking; a closed session; a session whose registration has not opened yet. Each test books a session of its own, made through the API.
 */
import type { Page } from '@playwright/test';
import { acceptedSession } from './data';
import { apiAs, createAccount, DEMO_PASSWORD, expect, signIn, test, uniqueEmail } from './fixtures';

const DAY = 24 * 60 * 60 * 1000;

async function newStudent(page: Page, name: string) {
  const email = uniqueEmail('booker');
  await createAccount(email, DEMO_PASSWORD, name);
  await signIn(page, email);
  return email;
}

async function payWith(page: Page, card: string) {
  const dialog = page.getByRole('dialog', { name: 'Book Session' });
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM / YY)').fill('1234');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
  return dialog;
}

test('a paid booking with the test card, Booked Sessions, the Booked button and a review with the new average', async ({ page }) => {
  test.setTimeout(120_000);
  const { id, title } = await acceptedSession(19.99);
  await newStudent(page, 'Paula Payer');
  await page.goto(`/sessions/${id}`);

  await page.getByRole('button', { name: '$ Book Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book Session' });
  await expect(dialog.getByText('$19.99', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Pay $19.99' })).toBeVisible();
  await expect(dialog.getByText('Test mode')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await payWith(page, '4242 4242 4242 4242');

  await expect(page.getByText('Session Booked Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/booked-sessions$/);
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Vectors, matrices and why they matter.');
  await expect(row).toContainText('2 hours 30 minutes');
  await row.getByRole('link', { name: `View ${title}` }).click();

  await expect(page).toHaveURL(new RegExp(`/sessions/${id}$`));
  await expect(page.getByRole('button', { name: 'Booked' })).toBeDisabled();
  await expect(page.getByText('No Reviews Yet')).toBeVisible();

  const form = page.getByRole('form', { name: 'Add Your Review' });
  await expect(form.getByLabel('Rating (1-5)')).toHaveValue('5');
  await form.getByLabel('Rating (1-5)').fill('6');
  await form.getByLabel('Review', { exact: true }).fill('Patient and precise.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Rating must be from 1-5').first()).toBeVisible();
  await expect(page.getByText('No Reviews Yet')).toBeVisible();

  await form.getByLabel('Rating (1-5)').fill('4');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Your review has been added.')).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByText('Patient and precise.')).toBeVisible();
  await expect(reviews.getByText('Paula Payer')).toBeVisible();
  await expect(page.getByLabel('Rated 4 out of 5 by 1 reviews')).toBeVisible();
  await expect(page.getByText('4.0 ★')).toBeVisible();
});

test('a declined card shows the decline in the modal and books nothing', async ({ page }) => {
  const { id } = await acceptedSession(12);
  const email = await newStudent(page, 'Dan Declined');
  await page.goto(`/sessions/${id}`);
  await page.getByRole('button', { name: '$ Book Now' }).click();

  const dialog = await payWith(page, '4000 0000 0000 0002');
  await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');
  await payWith(page, '4000 0000 0000 9995');
  await expect(dialog.getByRole('alert')).toHaveText('Your card has insufficient funds.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: '$ Book Now' })).toBeEnabled();

  const api = await apiAs(email);
  const orders = await api.get(`/api/orders?stuEmail=${encodeURIComponent(email)}&sessionId=${id}`);
  expect(await orders.json()).toEqual([]);
  await api.dispose();
});

test('a free booking posts the order at once', async ({ page }) => {
  const { id, title } = await acceptedSession(0);
  await newStudent(page, 'Fred Free');
  await page.goto(`/sessions/${id}`);
  await page.getByRole('button', { name: 'Book Now', exact: true }).click();
  await expect(page.getByText('Session Booked Successfully.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/booked-sessions$/);
  await expect(page.getByRole('row').filter({ hasText: title })).toBeVisible();
  await page.goto(`/sessions/${id}`);
  await expect(page.getByRole('button', { name: 'Booked' })).toBeDisabled();
});

test('a session whose registration has ended shows a disabled Closed button', async ({ page }) => {
  const now = Date.now();
  const { id } = await acceptedSession(10, {
    isoRS: new Date(now - 3 * DAY).toISOString(),
    isoRE: new Date(now - DAY).toISOString(),
  });
  await newStudent(page, 'Cleo Closed');
  await page.goto(`/sessions/${id}`);
  await expect(page.getByRole('button', { name: 'Closed' })).toBeDisabled();
  await expect(page.getByRole('button', { name: /Book Now/ })).toHaveCount(0);
});

test.describe('in a viewer zone of GMT+5:30', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('a session whose registration has not opened shows a disabled "Registration opens {date}" button, and the API refuses the order', async ({ page }) => {
    // Registration opens in about a month at 11:22 UTC, which is 4:52 PM in Kolkata.
    const opens = new Date(Date.now() + 30 * DAY);
    opens.setUTCHours(11, 22, 0, 0);
    const at = (ms: number) => new Date(opens.getTime() + ms).toISOString();
    const { id } = await acceptedSession(0, { isoRS: at(0), isoRE: at(2 * DAY), isoCS: at(3 * DAY), isoCE: at(3 * DAY + 2 * 60 * 60 * 1000) });
    const email = await newStudent(page, 'Otto Early');
    await page.goto(`/sessions/${id}`);

    const local = new Date(opens.getTime() + 330 * 60 * 1000);
    const day = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][local.getUTCDay()];
    const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][local.getUTCMonth()];
    const label = `Registration opens ${day} ${local.getUTCDate()} ${month} ${local.getUTCFullYear()}, 4:52 PM GMT+5:30`;
    await expect(page.getByRole('button', { name: label })).toBeDisabled();
    await expect(page.getByRole('button', { name: /Book Now|Closed/ })).toHaveCount(0);

    const api = await apiAs(email);
    const order = await api.post('/api/orders', { data: { sessionId: id } });
    expect(order.status()).toBe(409);
    expect(((await order.json()) as { error: { message: string } }).error.message).toContain('has not opened yet');
    await api.dispose();
  });
});

test('Booked Sessions says so when there are none', async ({ page }) => {
  await newStudent(page, 'Nora None');
  await page.goto('/dashboard/booked-sessions');
  await expect(page.getByRole('heading', { name: 'Booked Sessions' })).toBeVisible();
  await expect(page.getByText('No Data Available.')).toBeVisible();
});
