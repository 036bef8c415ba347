/**
 * Reading offline (issue 6), against the production build and its service worker: after one online
 * visit a student's Booked Sessions, Study Materials, each opened material with its image and each
 * opened session open with the network off, after a reload and in a freshly opened window; actions
 * that need the network are disabled with their reason; and after logout the next student of the
 * browser sees nothing of the first one's.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { makePng } from '../factories/images';
import { acceptedSession } from './data';
import { apiAs, createAccount, DEMO, DEMO_PASSWORD, expect, logOut, signIn, signInControlled, test, uniqueEmail } from './fixtures';

const acceptedFreeSession = () => acceptedSession(0, {}, 'Offline');

/** tutor1 uploads an image and a material for the session; answers the material's id and link. */
async function materialFor(sessionId: string) {
  const tutor = await apiAs(DEMO.tutor1);
  const upload = await tutor.post('/api/images', {
    multipart: { image: { name: 'page.png', mimeType: 'image/png', buffer: makePng(80, 40, [30, 90, 200]) } },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { data } = (await upload.json()) as { data: { display_url: string } };
  const link = `https://m.example/offline/${randomUUID().slice(0, 6)}`;
  const created = await tutor.post('/api/materials', { data: { image: data.display_url, link, sessionId } });
  expect(created.status(), await created.text()).toBe(201);
  const materials = (await (await tutor.get(`/api/mymaterials/${DEMO.tutor1}`)).json()) as { _id: string; link: string }[];
  await tutor.dispose();
  return { id: materials.find((m) => m.link === link)!._id, link };
}

async function bookFree(email: string, sessionId: string) {
  const student = await apiAs(email);
  const res = await student.post('/api/orders', { data: { sessionId } });
  expect(res.status(), await res.text()).toBe(201);
  await student.dispose();
}

async function newStudent(name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, '-'));
  await createAccount(email, DEMO_PASSWORD, name);
  return email;
}

/** The image has loaded and decoded (not a broken-image icon). */
async function expectImageLoaded(page: Page, alt: RegExp | string) {
  const img = page.getByRole('img', { name: alt }).first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(80);
}

test('after one online visit, a student reads booked sessions, materials with images and session pages offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  const booked = await acceptedFreeSession();
  const other = await acceptedFreeSession();
  const material = await materialFor(booked.id);
  const email = await newStudent('Otto Offline');
  await bookFree(email, booked.id);

  // One online visit, with the service worker controlling the page.
  await signInControlled(page, email);
  await page.goto('/dashboard/booked-sessions');
  await expect(page.getByRole('row').filter({ hasText: booked.title })).toBeVisible();
  await page.goto('/dashboard/study-materials');
  await expect(page.locator(`a[href="${material.link}"]`)).toBeVisible();
  await page.goto(`/dashboard/view-material/${material.id}`);
  await expect(page.getByText(material.id)).toBeVisible();
  await expectImageLoaded(page, new RegExp(booked.title));
  await page.goto(`/sessions/${other.id}`);
  await expect(page.getByRole('heading', { name: other.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  await page.goto(`/sessions/${booked.id}`);
  await expect(page.getByRole('heading', { name: booked.title })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Booked' })).toBeVisible();

  // Offline: a reload of the material page still shows it, image included.
  await context.setOffline(true);
  await page.goto(`/dashboard/view-material/${material.id}`);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByText(material.id)).toBeVisible();
  await expectImageLoaded(page, new RegExp(booked.title));
  const download = page.getByRole('button', { name: 'Download image' });
  await expect(download).toBeDisabled();

  // The lists and both session pages, in a window opened while offline (the installed app reopened).
  const reopened = await context.newPage();
  await reopened.goto('/dashboard/booked-sessions');
  await expect(reopened.getByRole('row').filter({ hasText: booked.title })).toBeVisible();
  await reopened.goto('/dashboard/study-materials');
  await expect(reopened.locator(`a[href="${material.link}"]`)).toBeVisible();
  await reopened.goto(`/sessions/${booked.id}`);
  await expect(reopened.getByRole('heading', { name: booked.title })).toBeVisible();
  await reopened.goto(`/sessions/${other.id}`);
  await expect(reopened.getByRole('heading', { name: other.title })).toBeVisible();

  // A page never opened online says why it cannot show, instead of spinning.
  await reopened.goto(`/sessions/${randomUUID()}`);
  await expect(reopened.getByRole('main').getByText('You are offline.')).toBeVisible();
  await expect(reopened.getByText('Connect once to open this page; afterwards it works offline too.')).toBeVisible();
  await reopened.goto(`/sessions/${other.id}`);

  // Booking needs the network: disabled, with the reason.
  await expect(reopened.getByRole('button', { name: 'Book Now' })).toBeDisabled();
  await expect(reopened.getByText('Booking needs a connection.')).toBeVisible();
  await reopened.close();
  await context.setOffline(false);
});

test('after logout, the next student of the browser sees none of the first one’s sessions or materials, even offline', async ({ page, context }) => {
  test.setTimeout(120_000);
  const booked = await acceptedFreeSession();
  const material = await materialFor(booked.id);
  const first = await newStudent('Fiona First');
  const second = await newStudent('Sam Second');
  await bookFree(first, booked.id);

  await signInControlled(page, first);
  await page.goto('/dashboard/booked-sessions');
  await expect(page.getByRole('row').filter({ hasText: booked.title })).toBeVisible();
  await page.goto(`/dashboard/view-material/${material.id}`);
  await expect(page.getByText(material.id)).toBeVisible();
  await logOut(page);

  // Nothing of the first student is left in the caches or in the persisted queries.
  const leftovers = await page.evaluate(async (who) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    const stored = Object.keys(localStorage).map((k) => localStorage.getItem(k) ?? '');
    return [...urls.filter((u) => u.includes(encodeURIComponent(who)) || u.includes(who)), ...stored.filter((s) => s.includes(who))];
  }, first);
  expect(leftovers).toEqual([]);

  await signIn(page, second);
  await page.goto('/dashboard/booked-sessions');
  await expect(page.getByText('No Data Available.')).toBeVisible();
  await page.goto('/dashboard/study-materials');
  await expect(page.getByText('No Data Available.')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('No Data Available.')).toBeVisible();
  await expect(page.locator(`a[href="${material.link}"]`)).toHaveCount(0);
  await page.goto('/dashboard/booked-sessions');
  await expect(page.getByText(booked.title)).toHaveCount(0);
  await context.setOffline(false);
});
