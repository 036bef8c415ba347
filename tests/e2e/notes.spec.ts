/**
 * Notes offline (issue 6): a student writes and edits notes with the network off, reloads, finds them
 * marked as not synced, and sees them reach the server once the connection returns. Notes still
 * waiting at logout stay on the device for their owner only, and sync at that owner's next sign-in.
 */
import type { Page } from '@playwright/test';
import { apiAs, createAccount, DEMO_PASSWORD, expect, logOut, signIn, signInControlled, test, uniqueEmail } from './fixtures';

async function newStudent(name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  await createAccount(email, DEMO_PASSWORD, name);
  return email;
}

/** Signs in and opens Personal Notes once online, with the service worker controlling the page. */
async function openNotesOnline(page: Page, email: string) {
  await signInControlled(page, email);
  await page.goto('/dashboard/personal-notes');
  await expect(page.getByRole('heading', { name: 'Personal Notes' })).toBeVisible();
}

async function serverNotes(email: string) {
  const api = await apiAs(email);
  const res = await api.get(`/api/notes/${email}`);
  expect(res.status()).toBe(200);
  const notes = (await res.json()) as { title: string; description: string }[];
  await api.dispose();
  return notes;
}

async function createNote(page: Page, title: string, description: string) {
  await page.getByRole('link', { name: 'Create Note' }).first().click();
  await expect(page.getByRole('heading', { name: 'Create Note' })).toBeVisible();
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Description').fill(description);
  await page.getByRole('button', { name: 'Create Note' }).click();
  await expect(page.getByText('Note Created Successfully.').last()).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/personal-notes$/);
}

test('offline, a student creates and edits a note that survives a reload and syncs when back online', async ({ page, context }) => {
  const email = await newStudent('Nina Notes');
  await openNotesOnline(page, email);
  await expect(page.getByText('No Data Available.')).toBeVisible();

  await context.setOffline(true);
  await createNote(page, 'Derivatives', 'The derivative of x squared is 2x.');
  const row = page.getByRole('row', { name: /Derivatives/ });
  await expect(row.getByText('Saved on this device')).toBeVisible();

  await row.getByRole('link', { name: 'Update Derivatives' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Note' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await page.getByLabel('Title').fill('Derivatives and the chain rule');
  await page.getByRole('button', { name: 'Update Note' }).click();
  await expect(page.getByText('Note Updated Successfully.')).toBeVisible();

  // Logging out now would leave the note behind: the app asks first.
  await page.getByRole('button', { name: 'Logout' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log out now?' });
  await expect(dialog).toContainText('1 note has not reached the server yet');
  await dialog.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  const edited = page.getByRole('row', { name: /Derivatives and the chain rule/ });
  await expect(edited.getByText('Saved on this device')).toBeVisible();
  await expect(page.getByText('You are offline.', { exact: false }).first()).toBeVisible();
  expect(await serverNotes(email)).toEqual([]);

  await context.setOffline(false);
  await expect(edited.getByText('Synced', { exact: true })).toBeVisible();
  const onServer = await serverNotes(email);
  expect(onServer).toHaveLength(1);
  expect(onServer[0]).toMatchObject({ title: 'Derivatives and the chain rule', description: 'The derivative of x squared is 2x.' });

  // Deleting works the same way and reaches the server too.
  await edited.getByRole('button', { name: 'Delete Derivatives and the chain rule' }).click();
  await expect(page.getByText('Note Deleted Successfully.')).toBeVisible();
  await expect(page.getByText('No Data Available.')).toBeVisible();
  await expect.poll(async () => (await serverNotes(email)).length).toBe(0);
});

test("notes still waiting at logout stay with their owner: the next student sees none, the owner's sync at sign-in", async ({ page }) => {
  const owner = await newStudent('Olga Owner');
  const next = await newStudent('Nils Next');
  await openNotesOnline(page, owner);
  await createNote(page, 'Shared synced note', 'This one reaches the server.');
  await expect(page.getByRole('row', { name: /Shared synced note/ }).getByText('Synced', { exact: true })).toBeVisible();

  // The server cannot be reached for notes: the next one waits on the device.
  await page.route('**/api/notes**', (route) => route.abort('connectionrefused'));
  await createNote(page, 'Private pending note', 'Written while the server was unreachable.');
  await expect(page.getByRole('row', { name: /Private pending note/ }).getByText('Saved on this device')).toBeVisible();
  await expect(page.getByText(/waiting to sync/)).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Log out now?' });
  await expect(dialog).toContainText('It stays on this device and syncs the next time you sign in here.');
  await dialog.getByRole('button', { name: 'Log out anyway' }).click();
  await expect(page.getByText('User Signed Out')).toBeVisible();
  await page.unroute('**/api/notes**');

  // Another student on the same browser sees none of it.
  await signIn(page, next);
  await page.goto('/dashboard/personal-notes');
  await expect(page.getByText('No Data Available.')).toBeVisible();
  await expect(page.getByText('Private pending note')).toHaveCount(0);
  await expect(page.getByText('Shared synced note')).toHaveCount(0);
  expect(await serverNotes(next)).toEqual([]);
  await logOut(page);

  // The owner comes back: the waiting note syncs by itself.
  await signIn(page, owner);
  await page.goto('/dashboard/personal-notes');
  await expect(page.getByRole('row', { name: /Private pending note/ }).getByText('Synced', { exact: true })).toBeVisible();
  expect((await serverNotes(owner)).map((n) => n.title).sort()).toEqual(['Private pending note', 'Shared synced note']);
});
