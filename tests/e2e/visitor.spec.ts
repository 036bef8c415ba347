import type { Page } from '@playwright/test';
import { DEMO, expect, signIn, test } from './fixtures';

/**
 * Opens the whole home list, 12 cards at a time: other journeys add sessions of their own. The first
 * cards paint before the search has loaded, and Show more comes with the search, so the loop starts
 * once the search box is there; each click waits for its cards.
 */
async function showAllSessions(page: Page) {
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByRole('searchbox', { name: 'Search sessions' })).toBeVisible();
  await expect(sessions.getByRole('article').first()).toBeVisible();
  const more = sessions.getByRole('button', { name: /^Show more/ });
  while (await more.isVisible()) {
    const shown = await sessions.getByRole('article').count();
    await more.click();
    await expect(sessions.getByRole('article')).not.toHaveCount(shown);
  }
  return sessions;
}

test.describe('a visitor on the home page', () => {
  test('sees the banner, the Accepted sessions with Closed/Ongoing pills, and the tutors', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('main').getByRole('link', { name: 'Sign Up' });
    await expect(banner).toHaveAttribute('href', '/signup');

    const sessions = await showAllSessions(page);
    await expect(sessions.getByRole('heading', { name: 'Academic Writing Workshop' })).toBeVisible();
    await expect(sessions.getByRole('heading', { name: 'Organic Chemistry Review' })).toBeVisible();
    // Pending and Rejected sessions are never public.
    await expect(sessions.getByText('Physics: Mechanics Problem Solving')).toHaveCount(0);
    await expect(sessions.getByText('World History Essay Clinic')).toHaveCount(0);

    const ongoing = sessions.getByRole('link', { name: /Academic Writing Workshop: Ongoing/ });
    await expect(ongoing).toHaveText('Ongoing');
    const closed = sessions.getByRole('link', { name: /Organic Chemistry Review: Closed/ });
    await expect(closed).toHaveText('Closed');
    await expect(closed).toHaveAttribute('href', /^\/sessions\/[0-9a-f-]{36}$/);

    const tutors = page.getByRole('region', { name: 'Tutors' });
    await expect(tutors.getByText('tutor1@demo.test')).toBeVisible();
    await expect(tutors.getByText('Tara Turing')).toBeVisible();
    await expect(tutors.getByText('student1@demo.test')).toHaveCount(0);
  });

  test('cuts card descriptions to 100 characters with an ellipsis', async ({ page }) => {
    await page.goto('/');
    await showAllSessions(page);
    const card = page.getByRole('article').filter({ hasText: 'Academic Writing Workshop' });
    const text = await card.locator('p').last().textContent();
    expect(text).toBe(`${'Structure an argumentative essay from thesis to conclusion, with live feedback on your outline. Free'}…`);
  });

  test('shows 2 columns on a phone and 3 on a desktop', async ({ page }) => {
    const columns = async () =>
      page
        .getByRole('region', { name: 'Sessions' })
        .locator('.grid', { has: page.getByRole('article') })
        .first()
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect.poll(columns).toBe(2);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(columns).toBe(3);
  });

  test('is sent to /signin from a session detail page, and comes back after signing in', async ({ page }) => {
    await page.goto('/');
    await showAllSessions(page);
    await page.getByRole('link', { name: /Academic Writing Workshop: Ongoing/ }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, DEMO.student2);
    await expect(page).toHaveURL(/\/sessions\/[0-9a-f-]{36}$/);
  });
});
