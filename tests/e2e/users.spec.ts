import type { Browser, Page } from '@playwright/test';
import { MSG } from '../../domain/messages';
import { apiAs, createAccount, DEMO, DEMO_PASSWORD, e2eEnv, expect, signIn, test, uniqueEmail } from './fixtures';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

/** A fresh student account, signed in on its own page. */
async function newStudent(browser: Browser, name: string) {
  const email = uniqueEmail('applicant');
  await createAccount(email, DEMO_PASSWORD, name);
  const page = await (await browser.newContext({ baseURL: e2eEnv().baseURL })).newPage();
  await signIn(page, email);
  return { email, page };
}

async function adminOnAllUsers(browser: Browser) {
  const page = await (await browser.newContext({ baseURL: e2eEnv().baseURL })).newPage();
  await signIn(page, DEMO.admin);
  await page.goto('/dashboard/all-users');
  await expect(page.getByRole('heading', { name: 'All Users' })).toBeVisible();
  return page;
}

async function applyOnProfile(page: Page) {
  await page.goto('/dashboard/profile');
  await page.getByRole('button', { name: 'Apply for Tutor Role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Become a Tutor' });
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(toast(page, MSG.users.appliedTutor)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied for Tutor Role' })).toBeDisabled();
}

test.describe('tutor applications', () => {
  test('a student applies, an admin finds them by part of their e-mail and makes them a Tutor, and the student gets the tutor pages', async ({ browser }) => {
    const { email, page: student } = await newStudent(browser, 'Paula Applicant');
    await student.goto('/dashboard/profile');
    const main = student.getByRole('main');
    await expect(main.getByText('Unavailable')).toBeVisible();

    // The dialog says how long verification takes; Close leaves everything as it was.
    await student.getByRole('button', { name: 'Apply for Tutor Role' }).click();
    const dialog = student.getByRole('dialog', { name: 'Become a Tutor' });
    await expect(dialog).toContainText(MSG.users.tutorVerification);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(student.getByRole('button', { name: 'Apply for Tutor Role' })).toBeEnabled();

    await applyOnProfile(student);
    await expect(main.getByText('Requested')).toBeVisible();
    await student.reload();
    await expect(student.getByRole('button', { name: 'Applied for Tutor Role' })).toBeDisabled();

    // The admin types part of the e-mail, in capitals; the server searches once typing pauses.
    const admin = await adminOnAllUsers(browser);
    const searches: string[] = [];
    admin.on('request', (r) => {
      if (r.url().includes('/api/allusers/')) searches.push(new URL(r.url()).searchParams.get('searchQueryE') ?? '');
    });
    const part = email.split('@')[0]!.split('-')[1]!.toUpperCase();
    await admin.getByLabel('Search by email').pressSequentially(part, { delay: 60 });
    const rows = admin.getByRole('table', { name: 'Users' }).getByRole('row').filter({ hasText: email });
    await expect(rows).toHaveCount(1);
    await expect(admin.getByRole('table', { name: 'Users' }).getByRole('row')).toHaveCount(2); // header + the match
    expect(searches.at(-1)).toBe(part);
    expect(searches.length).toBeLessThan(part.length / 2);

    const row = rows.first();
    await expect(row.getByText('Requested')).toBeVisible();
    await expect(row.getByRole('button', { name: /Reject Request\?/ })).toBeVisible();

    // The role changes in place: the list is fetched again, the page is not reloaded.
    await admin.evaluate(() => ((window as unknown as { stayedHere: boolean }).stayedHere = true));
    await row.getByRole('button', { name: 'Change role of Paula Applicant' }).click();
    await admin.getByRole('menuitem', { name: 'Tutor' }).click();
    await expect(toast(admin, MSG.users.roleUpdated)).toBeVisible();
    await expect(row.getByRole('cell', { name: 'Tutor', exact: true })).toBeVisible();
    await expect(row.getByText('Verified')).toBeVisible();
    await expect(row.getByRole('button', { name: /Reject Request\?/ })).toHaveCount(0);
    expect(await admin.evaluate(() => (window as unknown as { stayedHere?: boolean }).stayedHere)).toBe(true);

    // The student's next page load shows the tutor pages, without signing out.
    await student.reload();
    const nav = student.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'My Sessions' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Create Session' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Booked Sessions' })).toHaveCount(0);
    await expect(student.getByRole('button', { name: /Applied for Tutor Role|Apply for Tutor Role/ })).toHaveCount(0);
    await student.goto('/dashboard/my-sessions');
    await expect(student).toHaveURL(/\/dashboard\/my-sessions$/);

    // And a change while the app is open shows when the window regains focus.
    await row.getByRole('button', { name: 'Change role of Paula Applicant' }).click();
    await admin.getByRole('menuitem', { name: 'Student' }).click();
    await expect(toast(admin, MSG.users.roleUpdated)).toBeVisible();
    await student.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await expect(nav.getByRole('link', { name: 'Booked Sessions' })).toBeVisible();
    await expect(student).toHaveURL(/\/dashboard$/);
    await expect(nav.getByRole('link', { name: 'My Sessions' })).toHaveCount(0);
  });

  test('a rejected student can apply again', async ({ browser }) => {
    const { email, page: student } = await newStudent(browser, 'Rita Rejected');
    await applyOnProfile(student);

    const admin = await adminOnAllUsers(browser);
    await admin.getByLabel('Search by name').fill('rita rej');
    const row = admin.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: /Reject Request\?/ }).click();
    await expect(toast(admin, MSG.users.requestRejected)).toBeVisible();
    await expect(row.getByText('Unavailable')).toBeVisible();
    await expect(row.getByRole('button', { name: /Reject Request\?/ })).toHaveCount(0);

    await student.reload();
    await expect(student.getByRole('main').getByText('Unavailable')).toBeVisible();
    await applyOnProfile(student);
    const check = await apiAs(DEMO.admin);
    const [user] = await (await check.get(`/api/allusers/${DEMO.admin}?searchQueryE=${encodeURIComponent(email)}`)).json();
    expect(user).toMatchObject({ email, role: 'Student', status: 'Requested' });
  });

  test('a refused application shows the server’s reason as an error toast', async ({ browser }) => {
    const { email, page: student } = await newStudent(browser, 'Tim Twotabs');
    await student.goto('/dashboard/profile');
    await expect(student.getByRole('button', { name: 'Apply for Tutor Role' })).toBeEnabled();
    // Applied meanwhile from another device.
    const other = await apiAs(email);
    expect((await other.patch(`/api/users/${email}`)).status()).toBe(200);

    await student.getByRole('button', { name: 'Apply for Tutor Role' }).click();
    await student.getByRole('dialog', { name: 'Become a Tutor' }).getByRole('button', { name: 'Send Request' }).click();
    await expect(student.locator('[data-sonner-toast][data-type="error"]')).toContainText(MSG.users.alreadyApplied);
    // The profile reads the status again and shows it: applied already.
    await expect(student.getByRole('dialog', { name: 'Become a Tutor' })).toBeHidden();
    await expect(student.getByRole('button', { name: 'Applied for Tutor Role' })).toBeDisabled();
  });

  test('All Users works on a phone: rows become cards, nothing scrolls sideways', async ({ browser }) => {
    const page = await (await browser.newContext({ baseURL: e2eEnv().baseURL, viewport: { width: 390, height: 844 } })).newPage();
    await signIn(page, DEMO.admin);
    await page.goto('/dashboard/all-users');
    const row = page.getByRole('row').filter({ hasText: DEMO.tutor1 });
    await expect(row.getByRole('button', { name: 'Change role of Tara Turing' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The admin cannot change their own role here (another admin can).
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: DEMO.admin })
        .getByRole('button', { name: /Change role/ }),
    ).toBeDisabled();
  });
});
