/**
 * Every screen checked with axe-core (WCAG 2 A and AA rules) at phone and desktop width: any serious
 * or critical violation fails, with the rule, its help and the offending elements in the message.
 * Screens with an id use the demo data, read through the API as the role that owns it.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiAs, DEMO, expect, signIn, test } from './fixtures';

const WIDTHS = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;

/** Waits for the screen to settle (no spinner, a heading), then runs axe on the whole page. */
async function expectAccessible(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expect(page.getByRole('status', { name: /Loading|Checking/ })).toHaveCount(0);
  // Sonner's toasts animate in; a half-transparent toast would be measured mid-fade.
  await page.waitForTimeout(400);
  await expectNoViolations(page, path);
}

async function expectNoViolations(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = blocking.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('\n    ')}`,
  );
  expect(report, `axe on ${what}`).toEqual([]);
}

async function firstId(email: string, url: string, key = '_id'): Promise<string> {
  const api = await apiAs(email);
  const res = await api.get(url);
  expect(res.status(), await res.text()).toBe(200);
  const list = (await res.json()) as Record<string, string>[];
  await api.dispose();
  expect(list.length, `${url} has no rows`).toBeGreaterThan(0);
  return list[0]![key]!;
}

for (const { name, viewport } of WIDTHS) {
  test.describe(`accessibility at ${name} width`, () => {
    test.use({ viewport });

    test('public screens', async ({ page }) => {
      for (const path of ['/', '/signin', '/signup', '/forgotpassword', '/no-such-page']) await expectAccessible(page, path);
    });

    test('student screens', async ({ page }) => {
      const sessionId = await firstId(DEMO.student1, '/api/sessions');
      const materialId = await firstId(DEMO.student1, `/api/booked-materials/${DEMO.student1}`, 'materialId');
      const noteId = await firstId(DEMO.student1, `/api/notes/${DEMO.student1}`);
      // A session the student booked: its page has the Join class button (issue 22).
      const bookedId = await firstId(DEMO.student1, `/api/bookedsessions/${DEMO.student1}`, 'sessionId');
      await signIn(page, DEMO.student1);
      for (const path of [
        '/dashboard',
        '/dashboard/profile',
        '/dashboard/booked-sessions',
        '/dashboard/study-materials',
        `/dashboard/view-material/${materialId}`,
        '/dashboard/create-note',
        '/dashboard/personal-notes',
        `/dashboard/edit-note/${noteId}`,
        `/sessions/${sessionId}`,
        `/sessions/${bookedId}`,
      ]) {
        await expectAccessible(page, path);
      }
    });

    test('tutor screens', async ({ page }) => {
      const sessionId = await firstId(DEMO.tutor1, `/api/created-sessions/${DEMO.tutor1}`);
      const materialId = await firstId(DEMO.tutor1, `/api/mymaterials/${DEMO.tutor1}`);
      await signIn(page, DEMO.tutor1);
      for (const path of [
        '/dashboard',
        '/dashboard/my-sessions',
        '/dashboard/my-materials',
        '/dashboard/create-session',
        '/dashboard/upload-materials',
        `/dashboard/upload-material/${sessionId}`,
        `/dashboard/edit-material/${materialId}`,
        `/dashboard/tsessions/${sessionId}`,
        `/dashboard/roster/${sessionId}`,
      ]) {
        await expectAccessible(page, path);
      }
    });

    test('notifications: the bell, its open list and the settings (issue 17)', async ({ page }) => {
      await signIn(page, DEMO.tutor1);
      await expectAccessible(page, '/dashboard/profile');
      await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
      for (const path of ['/', '/dashboard']) {
        await page.goto(path);
        await page.getByRole('button', { name: /^Notifications/ }).click();
        await expect(page.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
        await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
        await expectNoViolations(page, `the notification list on ${path}`);
      }
    });

    test('admin screens', async ({ page }) => {
      const sessionId = await firstId(DEMO.admin, '/api/allsessions');
      const materialId = await firstId(DEMO.admin, '/api/allmaterials');
      await signIn(page, DEMO.admin);
      for (const path of [
        '/dashboard',
        '/dashboard/all-users',
        '/dashboard/all-sessions',
        '/dashboard/all-materials',
        `/dashboard/materialdetails/${materialId}`,
        `/dashboard/cutomizesession/${sessionId}`,
      ]) {
        await expectAccessible(page, path);
      }
    });
  });
}
