/**
 * Students on three continents see the same class (set by a tutor in Berlin) at their own local
 * time, always with the zone's name, and find it by a word of its title, by tutor and by Free/Paid
 * (issue 14). The expected texts come from Intl directly, not from the app's own formatting code.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { composeInstant } from '../../domain/session-times';
import { sessionBody } from '../factories/sessions';
import { apiAs, DEMO, expect, signIn, test } from './fixtures';
import { intlWallClock } from './wall-clock';

const DAY = 86_400_000;
const TUTOR_ZONE = 'Europe/Berlin';

/** Two accepted sessions by tutor1 sharing a rare word, one free and one paid, at 12:22 in Berlin a month ahead. */
async function sessionsInBerlin(word: string) {
  const date = new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10);
  const isoCS = composeInstant(date, '12:22', TUTOR_ZONE);
  const isoCE = composeInstant(date, '13:52', TUTOR_ZONE);
  const tutor = await apiAs(DEMO.tutor1);
  const admin = await apiAs(DEMO.admin);
  const made: Record<'free' | 'paid', { id: string; title: string }> = {} as never;
  for (const [kind, price] of [
    ['free', 0],
    ['paid', 9.5],
  ] as const) {
    const title = `${word} ${kind} class`;
    const res = await tutor.post('/api/sessions', { data: sessionBody({ title, isoCS, isoCE, timeZone: TUTOR_ZONE }) });
    expect(res.status()).toBe(201);
    const { _id: id } = (await res.json()) as { _id: string };
    expect((await admin.patch(`/api/modify-session/${id}`, { data: { price, status: 'Accepted' } })).status()).toBe(200);
    made[kind] = { id, title };
  }
  return { ...made, isoCS };
}

for (const timezoneId of ['Asia/Tokyo', 'America/New_York', 'Europe/Berlin']) {
  test.describe(`a student in ${timezoneId}`, () => {
    test.use({ timezoneId });

    test('sees the class at local time with its zone, and finds it by word, tutor and price', async ({ page }) => {
      const word = `Tz${randomUUID().slice(0, 6)}`;
      const { free, paid, isoCS } = await sessionsInBerlin(word);
      const local = intlWallClock(isoCS, timezoneId);
      await signIn(page, DEMO.student3);

      // Find by a word of the title: both; then Paid only; then by tutor.
      await page.goto('/');
      const sessions = page.getByRole('region', { name: 'Sessions' });
      await sessions.getByLabel('Search sessions').fill(word.toLowerCase());
      const cards = sessions.getByRole('article');
      await expect(cards).toHaveCount(2);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${word.toLowerCase()}`));
      await sessions.getByLabel('Price').selectOption('paid');
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(paid.title);
      await expect(cards.first()).toContainText('$9.50');
      await expect(cards.first()).toContainText(local);
      await expect(cards.first()).toContainText('with Tara Turing');
      await sessions.getByLabel('Price').selectOption('free');
      await expect(cards.first()).toContainText(free.title);
      await expect(cards.first()).toContainText('Free');
      await sessions.getByLabel('Tutor').selectOption({ label: 'Noah Newton' });
      await expect(sessions.getByText('No sessions match your search.')).toBeVisible();
      await page.goBack();
      await expect(sessions.getByLabel('Tutor')).toHaveValue('');
      await expect(cards).toHaveCount(1);
      await sessions.getByLabel('Tutor').selectOption({ label: 'Tara Turing' });
      await expect(cards).toHaveCount(1);
      await sessions.getByLabel('Tutor').selectOption({ label: 'Noah Newton' });
      await sessions.getByRole('button', { name: 'Clear filters' }).click();
      await expect(sessions.getByLabel('Search sessions')).toHaveValue('');
      await expect(page).toHaveURL(/\/$/);

      // The detail page: local time with the zone's name, and the tutor's own time when it differs.
      await page.goto(`/sessions/${paid.id}`);
      await expect(page.getByRole('heading', { name: paid.title })).toBeVisible();
      await expect(page.getByText(local)).toBeVisible();
      // A month ahead at 12:22 in Berlin: 29 to 31 days, or "1 month", by the hour the suite runs.
      await expect(page.getByText(/^starts in ((29|30|31) days|(about )?1 month)$/)).toBeVisible();
      const tutorNote = page.getByText(/For the tutor \(Europe\/Berlin\) the class starts/);
      if (timezoneId === TUTOR_ZONE) await expect(tutorNote).toHaveCount(0);
      else await expect(tutorNote).toContainText(intlWallClock(isoCS, TUTOR_ZONE));

      // Add to calendar downloads the class as one event, in UTC whatever the viewer's zone. The
      // student's booking button arrives above the link once the role is known: click after it.
      await expect(page.getByRole('button', { name: '$ Book Now' })).toBeVisible();
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: `Add ${paid.title} to calendar` }).click()]);
      const ics = await readFile((await download.path())!, 'utf8');
      const utc = isoCS.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toMatch(new RegExp(`DTSTART:${utc}\r?\n`));
      expect(ics).toContain(`SUMMARY:${paid.title}`);
    });
  });
}
