/** GET /api/sessions/{id}/calendar.ics (issue 14): who may download which session, and what it says. */
import { TZDate } from '@date-fns/tz';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../../../scripts/lib/emulator.mjs';
import { createApp } from '../../app';
import { firebaseIdentity } from '../../auth/identity';
import { call, setupApi } from '../../../tests/setup/api-context';
import { icsUtc, insertTimedSession, readIcs } from '../../../tests/factories/calendar';
import { insertSession, sessionBody } from '../../../tests/factories/sessions';
import { createUser } from '../../../tests/factories/users';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor', name: 'Tess Tutor' });
const otherTutor = await createUser(ctx, { role: 'Tutor' });
const student = await createUser(ctx, { role: 'Student' });
const admin = await createUser(ctx, { role: 'Admin' });

const ics = (id: string) => `/api/sessions/${id}/calendar.ics`;

describe('who may download a session’s .ics', () => {
  it('everyone signed in, for an Accepted session; a visitor gets 401', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    for (const user of [student, tutor, otherTutor, admin]) expect((await user.call('GET', ics(id))).status).toBe(200);
    const visitor = await call(ctx, 'GET', ics(id));
    expect(visitor.status).toBe(401);
  });

  it.each(['Pending', 'Rejected'] as const)('a %s session: its tutor and admins only; anyone else is told it does not exist', async (status) => {
    const id = await insertSession(ctx, tutor.email, { status });
    expect((await tutor.call('GET', ics(id))).status).toBe(200);
    expect((await admin.call('GET', ics(id))).status).toBe(200);
    for (const user of [student, otherTutor]) {
      const res = await user.call('GET', ics(id));
      expect(res.status).toBe(404);
      expect(res.json.error.code).toBe('not_found');
    }
  });

  it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1'%20or%201=1", '%E0%A4%A', 'x'.repeat(5000)])('answers 404 for the id %j', async (id) => {
    const res = await student.call('GET', ics(id));
    expect(res.status).toBe(404);
  });
});

describe('the .ics itself', () => {
  it('is one VEVENT with the session’s UTC times, title, description, tutor and page URL', async () => {
    const id = await insertTimedSession(ctx, tutor.email, {
      title: 'Algèbra: "Vectors", Tess\'s part (1/2)',
      description: 'Vectors; matrices, and more.',
      classStart: new Date('2030-01-10T09:00:00.000Z'),
      classEnd: new Date('2030-01-10T11:30:00.000Z'),
    });
    const res = await student.call('GET', ics(id));
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="Algebra-Vectors-Tesss-part-12.ics"; filename*=UTF-8''Alg%C3%A8bra%3A%20%22Vectors%22%2C%20Tess%27s%20part%20%281%2F2%29.ics`,
    );
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const { calendar, events } = readIcs(res.json);
    expect(calendar.VERSION).toBe('2.0');
    expect(events).toHaveLength(1);
    const [event] = events;
    expect(event).toMatchObject({
      UID: `${id}@studyhub.sessions`,
      DTSTART: '20300110T090000Z',
      DTEND: '20300110T113000Z',
      SUMMARY: 'Algèbra: "Vectors"\\, Tess\'s part (1/2)',
      URL: `http://localhost/sessions/${id}`,
    });
    expect(event!.DESCRIPTION).toBe('Vectors\\; matrices\\, and more.\\n\\nTutor: Tess Tutor');
  });

  it('keeps its UID across downloads and edits', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    const first = readIcs((await student.call('GET', ics(id))).json).events[0]!;
    const edit = await admin.call('PATCH', `/api/updsessad/${id}`, { body: sessionBody({ title: 'Renamed class' }) });
    expect(edit.status).toBe(200);
    const again = readIcs((await tutor.call('GET', ics(id))).json).events[0]!;
    expect(again.SUMMARY).toBe('Renamed class');
    expect(again.UID).toBe(first.UID);
    expect(first.UID).toBe(`${id}@studyhub.sessions`);
  });

  it('gives DTSTART and DTEND equal to isoCS and isoCE, also for classes across Berlin’s DST changes', async () => {
    const berlin = (y: number, m: number, d: number, h: number, min: number) => new Date(+new TZDate(y, m - 1, d, h, min, 'Europe/Berlin'));
    const cases = [
      // 09:00 Berlin on the day clocks go forward (CEST, UTC+2) and the day before (CET, UTC+1).
      { start: berlin(2026, 3, 28, 9, 0), end: berlin(2026, 3, 28, 10, 0), utc: ['20260328T080000Z', '20260328T090000Z'] },
      { start: berlin(2026, 3, 29, 9, 0), end: berlin(2026, 3, 29, 10, 0), utc: ['20260329T070000Z', '20260329T080000Z'] },
      // 01:30 to 03:30 local spans the change: one hour in March, three in October.
      { start: berlin(2026, 3, 29, 1, 30), end: berlin(2026, 3, 29, 3, 30), utc: ['20260329T003000Z', '20260329T013000Z'] },
      { start: berlin(2026, 10, 25, 1, 30), end: berlin(2026, 10, 25, 3, 30), utc: ['20261024T233000Z', '20261025T023000Z'] },
    ];
    for (const { start, end, utc } of cases) {
      const id = await insertTimedSession(ctx, tutor.email, { title: 'DST class', classStart: start, classEnd: end, timeZone: 'Europe/Berlin' });
      const session = (await student.call('GET', `/api/sessions/${id}`)).json;
      const event = readIcs((await student.call('GET', ics(id))).json).events[0]!;
      expect([event.DTSTART, event.DTEND]).toEqual(utc);
      expect([event.DTSTART, event.DTEND]).toEqual([icsUtc(session.isoCS), icsUtc(session.isoCE)]);
    }
  });

  it('links to APP_ORIGIN when it is configured', async () => {
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted' });
    const identity = firebaseIdentity({ projectId: PROJECT_ID, emulator: true });
    const app = createApp({ db: ctx.db, identity, config: { ...ctx.config, appOrigin: 'https://study.example.com' }, storage: ctx.storage });
    const res = await app.request(ics(id), { headers: { cookie: student.cookie } });
    expect(readIcs(await res.text()).events[0]!.URL).toBe(`https://study.example.com/sessions/${id}`);
  });
});
