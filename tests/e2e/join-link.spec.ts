/**
 * Where the class happens (issue 22): a tutor creates a session with a generated Jitsi room, an
 * admin accepts it, a student books it and finds "Opens at …" (in their own zone); at 10 minutes
 * before the start (page.clock) "Join class" opens the room in a new tab, and after the end it reads
 * "Class ended", on the session page, in Booked Sessions and (while it is their next class) on the
 * student's overview. A student who did not book sees no trace of the link. Screenshots of each
 * state at phone and desktop width are written to .test-output/join-link/ when JOIN_SCREENSHOTS=1.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { makePng } from '../factories/images';
import { acceptedSession } from './data';
import { apiAs, createAccount, DEMO, expect, signIn, signInControlled, test, uniqueEmail } from './fixtures';
import { intlWallClock } from './wall-clock';

const DAY = 86_400_000;
const MINUTE = 60_000;
const ZONE = 'Asia/Tokyo';
const ROOM = /^https:\/\/meet\.jit\.si\/StudyHub-[a-z2-7]{32}$/;
/** A date `days` from now, as the form takes it (in the browser's zone: Tokyo). */
const dateIn = (days: number) => new Date(Date.now() + days * DAY).toLocaleDateString('en-CA', { timeZone: ZONE });

/** What the app should show, in Tokyo unless told (wall-clock.ts). */
const expected = (iso: string, timeZone = ZONE) => intlWallClock(iso, timeZone);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function pageAs(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext({ timezoneId: ZONE })).newPage();
  await signIn(page, email);
  return page;
}

async function newStudent(browser: Browser): Promise<Page> {
  const email = uniqueEmail('joiner');
  await createAccount(email, undefined, 'Jo Joiner');
  return pageAs(browser, email);
}

/** Phone and desktop pictures of the page as it is, for a person to look at (not compared). */
async function pictures(page: Page, name: string) {
  if (!process.env.JOIN_SCREENSHOTS) return;
  for (const [label, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    // From the top: a page scrolled to a field would draw its sticky header mid-picture.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(300);
    await page.screenshot({ path: `.test-output/join-link/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('a generated room: Opens at, Join class at class time, Class ended; nobody else sees the link', async ({ browser }) => {
  test.setTimeout(240_000);
  const title = `Video Class ${randomUUID().slice(0, 6)}`;

  // 1. The tutor fills in Create Session; a bad link is refused in place, then a room is generated.
  const tutor = await pageAs(browser, DEMO.tutor1);
  await tutor.goto('/dashboard/create-session');
  await tutor.getByLabel('Session title').fill(title);
  await tutor.getByLabel('Cover picture').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: makePng(64, 36, [30, 90, 160]) });
  await tutor.getByLabel('Description').fill('We meet in a video call; bring a notebook.');
  await tutor.getByLabel('Registration start date', { exact: true }).fill(dateIn(-1));
  await tutor.getByLabel('Registration end date', { exact: true }).fill(dateIn(7));
  await tutor.getByLabel('Class date', { exact: true }).fill(dateIn(8));
  const link = tutor.getByLabel('Class link');
  await expect(tutor.getByText('Zoom, Google Meet, Teams, Jitsi or any https link')).toBeVisible();
  await link.fill('http://zoom.us/j/123');
  await tutor.getByRole('button', { name: 'Create Session' }).click();
  await expect(tutor.getByText('The class link must be a full https:// address, such as https://meet.jit.si/your-room.')).toBeVisible();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await pictures(tutor, 'form-class-link-error');
  await tutor.getByRole('button', { name: 'Create a video room' }).click();
  await expect(link).toHaveValue(ROOM);
  const room = await link.inputValue();
  await expect(tutor.getByText('this one opens Jitsi')).toBeVisible();
  await pictures(tutor, 'form-class-link');
  await tutor.getByRole('button', { name: 'Create Session' }).click();
  await expect(tutor.getByText('Created Session Successfully.')).toBeVisible();
  const row = tutor.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  // It has a link, so My Sessions does not ask for one.
  await expect(row.getByRole('link', { name: /Add a class link/ })).toHaveCount(0);
  const id = (await row.getByRole('link', { name: `View ${title}` }).getAttribute('href'))!.split('/').pop()!;

  // 2. The admin accepts it, free.
  const admin = await pageAs(browser, DEMO.admin);
  await admin.goto('/dashboard/all-sessions');
  const adminRow = admin.getByRole('row').filter({ hasText: title });
  await adminRow.getByLabel(`Price of ${title}`).fill('0');
  await adminRow.getByLabel(`Status of ${title}`).selectOption('Accepted');
  await adminRow.getByRole('button', { name: `Update ${title}` }).click();
  await expect(admin.getByText('Session Updated Successfully')).toBeVisible();

  const api = await apiAs(DEMO.tutor1);
  const session = (await (await api.get(`/api/sessions/${id}`)).json()) as { isoCS: string; isoCE: string; meetingUrl: string };
  await api.dispose();
  expect(session.meetingUrl).toBe(room);
  const start = new Date(session.isoCS).getTime();
  const opensAt = new Date(start - 15 * MINUTE).toISOString();

  // 3. A student books it and sees when the button opens, on the session page and in Booked Sessions.
  const student = await newStudent(browser);
  await student.goto(`/sessions/${id}`);
  await expect(student.getByRole('heading', { name: title })).toBeVisible();
  await expect(student.getByTestId('join-class')).toHaveCount(0);
  await student.getByRole('button', { name: 'Book Now', exact: true }).click();
  await expect(student.getByText('Session Booked Successfully.')).toBeVisible();
  const bookedRow = student.getByRole('row').filter({ hasText: title });
  const rowButton = bookedRow.getByRole('button', { name: new RegExp(`^Opens at ${escape(expected(opensAt))}`) });
  await expect(rowButton).toBeDisabled();
  await expect(rowButton).toContainText('Join class · Jitsi');
  // Again without the "Booked" toast over the heading, for the picture; the state comes from the list.
  await student.reload();
  await expect(rowButton).toBeDisabled();
  await pictures(student, 'booked-sessions');
  await student.goto(`/sessions/${id}`);
  const early = student.getByRole('button', { name: new RegExp(`^Opens at ${escape(expected(opensAt))}\\s*Join class · Jitsi$`) });
  await expect(early).toBeDisabled();
  await expect(student.getByRole('link', { name: /Join class/ })).toHaveCount(0);
  await pictures(student, 'detail-opens-at');
  // The overview's next class is this one, with the same button.
  await student.goto('/dashboard');
  const next = student.getByRole('region', { name: 'Your next class' });
  await expect(next.getByRole('link', { name: title, exact: true })).toBeVisible();
  await expect(next.getByRole('button', { name: new RegExp(`^Opens at ${escape(expected(opensAt))}\\s*Join class · Jitsi$`) })).toBeDisabled();
  await pictures(student, 'overview-opens-at');

  // 4. Ten minutes before the start, on the student's own clock: the button opens the room, on the
  // overview, in Booked Sessions and on the session page.
  await student.clock.install({ time: start - 10 * MINUTE });
  await student.reload();
  const overviewJoin = next.getByRole('link', { name: 'Join class · Jitsi' });
  await expect(overviewJoin).toHaveAttribute('href', room);
  await expect(overviewJoin).toHaveAttribute('target', '_blank');
  await expect(overviewJoin).toHaveAttribute('rel', 'noopener noreferrer');
  await pictures(student, 'overview-join');
  await student.goto('/dashboard/booked-sessions');
  await expect(bookedRow.getByRole('link', { name: `Join class · Jitsi for ${title}` })).toHaveAttribute('href', room);
  await pictures(student, 'booked-sessions-join');
  await student.goto(`/sessions/${id}`);
  const join = student.getByRole('link', { name: 'Join class · Jitsi' });
  await expect(join).toBeVisible();
  await expect(join).toHaveAttribute('href', room);
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  await pictures(student, 'detail-join');
  const [tab] = await Promise.all([student.context().waitForEvent('page'), join.click()]);
  // The new tab goes to the room; this machine has no internet, so only where it went is checked.
  await expect.poll(() => tab.url(), { timeout: 5_000 }).toMatch(/meet\.jit\.si|^about:blank$|^chrome-error/);
  await tab.close();

  // 5. The class ends: the page changes by itself, with no reload.
  await student.clock.fastForward(75 * MINUTE);
  await expect(student.getByRole('button', { name: /^Class ended\s*Join class · Jitsi$/ })).toBeDisabled();
  await expect(student.getByRole('link', { name: /Join class/ })).toHaveCount(0);
  // The times' "starts in …" moved on with it.
  await expect(student.getByText(/starts in/)).toHaveCount(0);
  await pictures(student, 'detail-ended');
  await student.goto('/dashboard/booked-sessions');
  await expect(bookedRow.getByRole('button', { name: new RegExp(`^Class ended for ${escape(title)}\\s*Join class · Jitsi$`) })).toBeDisabled();
  await pictures(student, 'booked-sessions-ended');

  // 6. The tutor has the button too; a student who did not book sees no trace of the link.
  await tutor.goto(`/sessions/${id}`);
  await expect(tutor.getByRole('button', { name: new RegExp(`^Opens at ${escape(expected(opensAt))}`) })).toBeDisabled();
  const other = await newStudent(browser);
  await other.goto(`/sessions/${id}`);
  await expect(other.getByRole('heading', { name: title })).toBeVisible();
  await expect(other.getByRole('button', { name: 'Book Now', exact: true })).toBeVisible();
  await expect(other.getByText(/Join class|Opens at|Class ended|class link/)).toHaveCount(0);
  expect(await other.content()).not.toContain(room.split('/').pop());
  const otherCache = await other.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(otherCache).not.toContain('meet.jit.si');
});

test('no link yet: the booked student is told, the tutor is asked to add one', async ({ browser }) => {
  const title = `No Link ${randomUUID().slice(0, 6)}`;
  const tutorApi = await apiAs(DEMO.tutor1);
  const created = await tutorApi.post('/api/sessions', {
    data: {
      title,
      cover: '/demo/cover-2.svg',
      description: 'The room comes later.',
      isoRS: new Date(Date.now() - DAY).toISOString(),
      isoRE: new Date(Date.now() + 5 * DAY).toISOString(),
      isoCS: new Date(Date.now() + 6 * DAY).toISOString(),
      isoCE: new Date(Date.now() + 6 * DAY + 3_600_000).toISOString(),
    },
  });
  expect(created.status()).toBe(201);
  const { _id: id } = (await created.json()) as { _id: string };
  await tutorApi.dispose();
  const adminApi = await apiAs(DEMO.admin);
  expect((await adminApi.patch(`/api/modify-session/${id}`, { data: { price: 0, status: 'Accepted' } })).status()).toBe(200);
  await adminApi.dispose();

  const student = await newStudent(browser);
  await student.goto(`/sessions/${id}`);
  await student.getByRole('button', { name: 'Book Now', exact: true }).click();
  await expect(student.getByRole('row').filter({ hasText: title }).getByText('The tutor has not added a class link yet')).toBeVisible();
  await student.goto(`/sessions/${id}`);
  await expect(student.getByText('The tutor has not added a class link yet')).toBeVisible();

  const tutor = await pageAs(browser, DEMO.tutor1);
  await tutor.goto('/dashboard/my-sessions');
  const row = tutor.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: `Add a class link to ${title}` })).toHaveAttribute('href', `/dashboard/tsessions/${id}`);
  await tutor.goto(`/dashboard/roster/${id}`);
  await expect(tutor.getByTestId('roster-class-link')).toContainText('none yet');
});

test('offline, Booked Sessions from the cache still has the link and the button’s state', async ({ page, context }) => {
  const zoom = `https://zoom.us/j/${Date.now()}`;
  const { id, title } = await acceptedSession(
    0,
    { isoCS: new Date(Date.now() + 5 * MINUTE).toISOString(), isoCE: new Date(Date.now() + 65 * MINUTE).toISOString(), meetingUrl: zoom },
    'Offline join',
  );
  const email = uniqueEmail('offline-joiner');
  await createAccount(email, undefined, 'Off Line');
  const student = await apiAs(email);
  expect((await student.post('/api/orders', { data: { sessionId: id } })).status()).toBe(201);
  await student.dispose();

  await signInControlled(page, email);
  await page.goto('/dashboard/booked-sessions');
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row.getByRole('link', { name: `Join class · Zoom for ${title}` })).toHaveAttribute('href', zoom);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(row.getByRole('link', { name: `Join class · Zoom for ${title}` })).toHaveAttribute('href', zoom);
  await context.setOffline(false);
});
