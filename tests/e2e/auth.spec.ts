import { MSG } from '../../domain/messages';
import { apiAs, createAccount, DEMO, DEMO_PASSWORD, expect, logOut, signIn, test, uniqueEmail } from './fixtures';

test.describe('sign-up', () => {
  test('shows each password rule in turn, then succeeds and shows Dashboard', async ({ page }) => {
    const email = uniqueEmail('signup');
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Nina New');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Photo URL').fill('https://example.com/nina.png');

    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Sign Up', exact: true });
    const steps: [string, string][] = [
      ['abcdef', MSG.validation.password.number],
      ['abcdef1', MSG.validation.password.special],
      ['abcdef1!', MSG.validation.password.uppercase],
      ['Ab1!', MSG.validation.password.length],
    ];
    for (const [value, message] of steps) {
      await password.fill(value);
      await submit.click();
      // Inline under the field, and as an error toast.
      await expect(page.getByRole('main').getByText(message)).toBeVisible();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: message }).first()).toBeVisible();
    }

    await password.fill('Abcdef1!');
    await submit.click();
    const dialog = page.getByRole('dialog', { name: 'Signup Successful' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Nina New has registered successfully.');
    await expect(page).toHaveURL(/\/$/);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('main').getByRole('link', { name: 'Dashboard' })).toBeVisible();

    // The server created a Student with the name and photo.
    const api = await apiAs(email, 'Abcdef1!');
    const me = await (await api.get(`/api/users/${email}`)).json();
    expect(me).toMatchObject({ email, name: 'Nina New', image: 'https://example.com/nina.png', role: 'Student' });
  });

  test('says Invalid email address and Invalid URL', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('X');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('Abcdef1!');
    await page.getByLabel('Photo URL').fill('nope');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByText(MSG.validation.invalidEmail)).toBeVisible();
    await expect(page.getByText(MSG.validation.invalidUrl)).toBeVisible();
  });

  test('shows an account-creation failure inline and as a toast', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Name').fill('Dup');
    await page.getByLabel('Email').fill(DEMO.student1);
    await page.getByLabel('Password', { exact: true }).fill('Abcdef1!');
    await page.getByLabel('Photo URL').fill('https://example.com/a.png');
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    const message = 'An account with this e-mail already exists. Sign in instead.';
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: message })).toBeVisible();
  });
});

test.describe('sign-in and logout', () => {
  test('a wrong password shows the error under the form and as a toast', async ({ page }) => {
    await page.goto('/signin');
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(page.getByText('Member Login')).toBeVisible();
    await page.getByLabel('Email').fill(DEMO.student1);
    await page.getByLabel('Password', { exact: true }).fill('Wrong@1234');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password.' })).toBeVisible();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText('Wrong e-mail or password.');
  });

  test('an invalid e-mail format says Invalid email address', async ({ page }) => {
    await page.goto('/signin');
    await page.getByLabel('Email').fill('someone@');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText(MSG.validation.invalidEmail)).toBeVisible();
  });

  test('returns to the page the user came from, replacing history, then logs out', async ({ page }) => {
    await page.goto('/');
    await page.goto('/dashboard/profile');
    await expect(page).toHaveURL(/\/signin$/);
    await signIn(page, DEMO.student1);
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Sam Student logged in successfully!' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('student1@demo.test');
    await expect(page.getByRole('main')).toContainText('Student');
    // /signin was replaced: Back goes to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/dashboard');
    await logOut(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('Remember Me off keeps the sign-in to this tab; on keeps it on the device', async ({ context, page }) => {
    await signIn(page, DEMO.student3, DEMO_PASSWORD, { remember: false });
    const other = await context.newPage();
    await other.goto('/');
    await expect(other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Sign In' })).toBeVisible();
    await other.close();

    await logOut(page);
    await signIn(page, DEMO.student3);
    const again = await context.newPage();
    await again.goto('/');
    await expect(again.getByRole('main').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

  test('Forgot Password carries the e-mail to /forgotpassword and sends the reset e-mail', async ({ page, env }) => {
    const email = uniqueEmail('forgot');
    await createAccount(email);
    await page.goto('/signin');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await expect(page).toHaveURL(/\/forgotpassword$/);
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status')).toContainText(email);
    const codes = await (await fetch(`http://${env.emulatorHost}/emulator/v1/projects/demo-tutoring/oobCodes`)).json();
    expect(codes.oobCodes.some((c: { email: string; requestType: string }) => c.email === email && c.requestType === 'PASSWORD_RESET')).toBe(true);
  });
});

test.describe('Google sign-in', () => {
  test('the button opens the popup, and its failure shows inline', async ({ page }) => {
    await page.goto('/signin');
    // The popup flow starts by fetching Google's script, which this machine cannot reach.
    const started = page.waitForRequest((r) => r.url().startsWith('https://apis.google.com/'), { timeout: 30_000 });
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await started;
    // The failure is shown inline, in words, and the user stays on the page.
    await expect(page.getByRole('alert')).toHaveText('Google sign-in could not start. Check your connection and try again.', { timeout: 30_000 });
    await expect(page).toHaveURL(/\/signin$/);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
  });

  test('a Google credential signs in a new Student and shows Dashboard', async ({ page }) => {
    const email = uniqueEmail('google');
    await page.goto('/signin');
    await page.evaluate((mail) => {
      window.__e2eGoogleCredential = JSON.stringify({ sub: `google-${mail}`, email: mail, email_verified: true, name: 'Gina Google' });
    }, email);
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Gina Google signed in successfully!' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('main').getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText('You are signed in as a Student.')).toBeVisible();
  });
});

test.describe('guards', () => {
  test('a Student opening a Tutor page lands on /dashboard', async ({ page }) => {
    await signIn(page, DEMO.student4);
    await page.goto('/dashboard/my-sessions');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/dashboard/all-users');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the sidebar shows the links of the role', async ({ page }) => {
    await signIn(page, DEMO.admin);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link', { name: 'All Users' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Booked Sessions' })).toHaveCount(0);
  });

  test('a signed-in user who opens /signup goes home', async ({ page }) => {
    await signIn(page, DEMO.student2);
    await page.goto('/signup');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('top bar and toasts', () => {
  test('on a phone the signed-in user gets a dropdown menu with Dashboard and Logout', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await signIn(page, DEMO.student2);
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton.getByRole('img', { name: 'Lena Learner' })).toHaveAttribute('title', 'Lena Learner');
    await menuButton.click();
    await expect(page.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Escape');
    await menuButton.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page.locator('[data-sonner-toast][data-type="warning"]')).toContainText('User Signed Out');
  });

  test('on a desktop the photo has the display name as its tooltip', async ({ page }) => {
    await signIn(page, DEMO.student2);
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('img', { name: 'Lena Learner' })).toHaveAttribute('title', 'Lena Learner');
  });

  test('toasts sit top-centre, 356 px wide with a 14 px gap, and a failed logout says why', async ({ page, context }) => {
    await signIn(page, DEMO.student2);
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', 'top');
    await expect(toaster).toHaveAttribute('data-x-position', 'center');
    const style = (await toaster.getAttribute('style')) ?? '';
    expect(style).toContain('--width: 356px');
    expect(style).toContain('--gap: 14px');

    await page.goto('/dashboard');
    // The dashboard's code must have arrived before the network goes.
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await context.setOffline(true);
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText('offline');
    await expect(page).toHaveURL(/\/dashboard$/);
    await context.setOffline(false);
  });
});
