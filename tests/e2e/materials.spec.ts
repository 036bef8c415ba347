/**
 * Study materials from the tutor's upload to the student's download and the admin's moderation. The
 * journeys use the demo data's booking (student1 booked 'Calculus I' of tutor1) and delete only the
 * materials they created, so the other journeys keep their demo state.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { makePng } from '../factories/images';
import { apiAs, createAccount, DEMO, DEMO_PASSWORD, expect, signIn, test, uniqueEmail } from './fixtures';

const CALCULUS = 'Calculus I: Limits and Derivatives';

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

/** The row or card that holds a link to exactly `href`. */
const holding = (page: Page, role: 'row' | 'listitem', href: string) => page.getByRole(role).filter({ has: page.locator(`a[href="${href}"]`) });

test.describe('study materials', () => {
  test('a tutor uploads and edits a material, the student who booked downloads it, others cannot see it, an admin deletes it', async ({ browser }) => {
    test.setTimeout(180_000);
    const tag = randomUUID().slice(0, 6);
    const firstLink = `https://m.example/${tag}`;
    const editedLink = `https://m.example/${tag}/chapter-2`;
    const editedImage = makePng(48, 32, [10, 150, 90]);

    // 1. The tutor picks the Accepted session they own in Upload Materials and uploads a material.
    const tutor = await signedIn(browser, DEMO.tutor1);
    await tutor.goto('/dashboard/upload-materials');
    await tutor.getByRole('link', { name: `Upload Materials for ${CALCULUS}` }).click();
    await expect(tutor).toHaveURL(/\/dashboard\/upload-material\/[0-9a-f-]{36}$/);
    const sessionId = tutor.url().split('/').pop()!;
    await expect(tutor.getByLabel('Session title')).toHaveValue(CALCULUS);
    await expect(tutor.getByLabel('Session id')).toHaveValue(sessionId);
    await expect(tutor.getByLabel('Tutor email')).toHaveValue(DEMO.tutor1);

    // Both fields are required, and a javascript: link is refused before anything is sent.
    await tutor.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(tutor.getByText('An image is required.')).toBeVisible();
    await expect(tutor.getByText('A link is required.')).toBeVisible();
    await tutor.getByLabel('Link').fill('javascript:alert(document.cookie)');
    await tutor.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(tutor.getByText('Invalid URL')).toBeVisible();

    await tutor.getByLabel('Material image').setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: makePng(64, 36, [200, 80, 20]) });
    await tutor.getByLabel('Link').fill(firstLink);
    await tutor.getByRole('button', { name: 'Upload', exact: true }).click();
    await expect(tutor.getByText('Materials Uploaded Successfully.')).toBeVisible();
    await expect(tutor).toHaveURL(/\/dashboard\/my-materials$/);

    // 2. My Materials lists it with one Edit link; the tutor replaces its image and link.
    const row = holding(tutor, 'row', firstLink);
    await expect(row.getByText(CALCULUS)).toBeVisible();
    await expect(row.locator('img').nth(1)).toHaveAttribute('src', /^\/api\/images\/[0-9a-f]{64}\.png$/);
    await expect(row.getByRole('link', { name: /^Edit/ })).toHaveCount(1);
    await row.getByRole('link', { name: `Edit the material of ${CALCULUS}` }).click();
    await expect(tutor).toHaveURL(/\/dashboard\/edit-material\/[0-9a-f-]{36}$/);
    const materialId = tutor.url().split('/').pop()!;
    await expect(tutor.getByLabel('Material id')).toHaveValue(materialId);
    await expect(tutor.getByLabel('Tutor email')).toHaveValue(DEMO.tutor1);
    await expect(tutor.getByRole('img', { name: `Current image of ${CALCULUS}` })).toBeVisible();
    await expect(tutor.locator(`a[href="${firstLink}"]`)).toBeVisible();
    const [current] = await Promise.all([tutor.waitForEvent('download'), tutor.getByRole('link', { name: 'Download image' }).click()]);
    expect(current.suggestedFilename()).toBe(`material-${materialId.slice(0, 8)}.png`);

    await tutor.getByRole('button', { name: 'Update' }).click();
    await expect(tutor.getByText('A new image is required.')).toBeVisible();
    await tutor.getByLabel('New image').setInputFiles({ name: 'chapter-2.png', mimeType: 'image/png', buffer: editedImage });
    await tutor.getByLabel('New link').fill(editedLink);
    await tutor.getByRole('button', { name: 'Update' }).click();
    await expect(tutor.getByText('Material Edited Successfully.')).toBeVisible();
    await expect(tutor).toHaveURL(/\/dashboard\/my-materials$/);
    await expect(holding(tutor, 'row', editedLink)).toHaveCount(1);
    await expect(holding(tutor, 'row', firstLink)).toHaveCount(0);

    // 3. The student who booked the session sees it, opens it and saves the image.
    const student = await signedIn(browser, DEMO.student1);
    await student.goto('/dashboard/study-materials');
    const card = holding(student, 'listitem', editedLink);
    await expect(card.getByText(CALCULUS)).toBeVisible();
    await expect(card.getByText(DEMO.tutor1)).toBeVisible();
    await card.getByRole('link', { name: `View the material of ${CALCULUS}` }).click();
    await expect(student).toHaveURL(new RegExp(`/dashboard/view-material/${materialId}$`));
    await expect(student.getByText(materialId)).toBeVisible();
    await expect(student.getByText(DEMO.tutor1)).toBeVisible();
    const link = student.locator(`a[href="${editedLink}"]`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const [download] = await Promise.all([student.waitForEvent('download'), student.getByRole('link', { name: 'Download image' }).click()]);
    expect(download.suggestedFilename()).toBe(`material-${materialId.slice(0, 8)}.png`);
    expect(readFileSync(await download.path())).toEqual(editedImage);

    // Offline, the download waits for a connection and says so.
    await student.context().setOffline(true);
    await expect(student.getByText('Downloading needs a connection.')).toBeVisible();
    await expect(student.getByRole('button', { name: 'Download image' })).toBeDisabled();
    await student.context().setOffline(false);

    // 4. A student who did not book it sees nothing, and the API answers 404 even with its id.
    const outsiderEmail = uniqueEmail('nobook');
    await createAccount(outsiderEmail, DEMO_PASSWORD, 'Nora Nobook');
    const outsider = await signedIn(browser, outsiderEmail);
    await outsider.goto('/dashboard/study-materials');
    await expect(outsider.getByText('No Data Available.')).toBeVisible();
    expect((await (await apiAs(outsiderEmail)).get(`/api/stu-mat/${materialId}`)).status()).toBe(404);
    await outsider.goto(`/dashboard/view-material/${materialId}`);
    await expect(outsider.getByText('Material not found.')).toBeVisible();

    // 5. The admin opens its details from All Materials and deletes it; it is gone for both.
    const admin = await signedIn(browser, DEMO.admin);
    await admin.goto('/dashboard/all-materials');
    const adminRow = holding(admin, 'row', editedLink);
    await expect(adminRow.getByText(`${sessionId.slice(0, 8)}…`)).toBeVisible();
    await expect(adminRow.getByText(DEMO.tutor1)).toBeVisible();
    await adminRow.getByRole('link', { name: `Details of the material of ${CALCULUS}` }).click();
    await expect(admin).toHaveURL(new RegExp(`/dashboard/materialdetails/${materialId}$`));
    await expect(admin.getByRole('link', { name: CALCULUS })).toBeVisible();
    await expect(admin.getByText(sessionId)).toBeVisible();
    await admin.getByRole('button', { name: 'Delete material' }).click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(admin.getByText('Material Deleted Successfully')).toBeVisible();
    await expect(admin).toHaveURL(/\/dashboard\/all-materials$/);
    await expect(holding(admin, 'row', editedLink)).toHaveCount(0);

    await student.goto('/dashboard/study-materials');
    await expect(student.getByText(CALCULUS).first()).toBeVisible();
    await expect(holding(student, 'listitem', editedLink)).toHaveCount(0);
    expect((await (await apiAs(DEMO.student1)).get(`/api/stu-mat/${materialId}`)).status()).toBe(404);
    await tutor.goto('/dashboard/my-materials');
    await expect(tutor.getByText(CALCULUS).first()).toBeVisible();
    await expect(holding(tutor, 'row', editedLink)).toHaveCount(0);
  });

  test('a tutor deletes their own material from My Materials, and an admin deletes one from the All Materials table', async ({ browser }) => {
    const tag = randomUUID().slice(0, 6);
    const api = await apiAs(DEMO.tutor1);
    const sessions = (await (await api.get(`/api/created-sessions/${DEMO.tutor1}`)).json()) as { _id: string; title: string }[];
    const calculus = sessions.find((s) => s.title === CALCULUS)!;
    const make = async (link: string) => {
      const res = await api.post('/api/materials', { data: { image: '/demo/cover-1.svg', link, sessionId: calculus._id, tutormail: DEMO.tutor1 } });
      expect(res.status(), await res.text()).toBe(201);
    };
    const own = `https://m.example/${tag}/own`;
    const moderated = `https://m.example/${tag}/mod`;
    await make(own);
    await make(moderated);

    const tutor = await signedIn(browser, DEMO.tutor1);
    await tutor.goto('/dashboard/my-materials');
    await holding(tutor, 'row', own)
      .getByRole('button', { name: `Delete the material of ${CALCULUS}` })
      .click();
    await tutor.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(tutor.getByText('Material Deleted Successfully')).toBeVisible();
    await expect(holding(tutor, 'row', own)).toHaveCount(0);
    await expect(holding(tutor, 'row', moderated)).toHaveCount(1);

    const admin = await signedIn(browser, DEMO.admin);
    await admin.goto('/dashboard/all-materials');
    await holding(admin, 'row', moderated)
      .getByRole('button', { name: `Delete the material of ${CALCULUS}` })
      .click();
    await admin.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(admin.getByText('Material Deleted Successfully')).toBeVisible();
    await expect(holding(admin, 'row', moderated)).toHaveCount(0);
    // The demo materials are untouched.
    await expect(admin.getByRole('row').filter({ hasText: DEMO.tutor1 })).not.toHaveCount(0);
  });
});
