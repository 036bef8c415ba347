/**
 * The roster (issue 15): GET /sessions/{id}/roster and roster.csv for the session's tutor or an
 * admin, booked and cancelled students apart, and a CSV that a spreadsheet cannot run as formulas.
 */
import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../../../tests/setup/api-context';
import { pay } from '../../../tests/factories/payments';
import { insertSession } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { csvCell, ROSTER_CSV_HEADER } from './roster-csv';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const otherTutor = await createUser(ctx, { role: 'Tutor' });
const admin = await createUser(ctx, { role: 'Admin' });

const book = (user: TestUser, sessionId: string, transactionId?: string) =>
  user.call('POST', '/api/orders', { body: { student: { email: user.email }, sessionId, ...(transactionId ? { transactionId } : {}) } });

const sessionId = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 1500, seats: 10 });
const ann = await createUser(ctx, { name: 'Ann Able' });
const evil = await createUser(ctx, { name: '=HYPERLINK("http://x.test","click")' });
const gone = await createUser(ctx, { name: 'Gus Gone' });
for (const s of [ann, evil, gone]) {
  const { id } = await pay(s, sessionId);
  expect((await book(s, sessionId, id)).status).toBe(201);
}
const { json: goneBookings } = await gone.call('GET', `/api/bookedsessions/${gone.email}`);
await gone.call('POST', `/api/orders/${goneBookings[0].orderId}/cancel`);

describe('GET /api/sessions/{id}/roster', () => {
  it('lists booked students with name, e-mail, booking time and amount paid, and the cancelled ones apart', async () => {
    for (const reader of [tutor, admin]) {
      const res = await reader.call('GET', `/api/sessions/${sessionId}/roster`);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ sessionId, seats: 10 });
      expect(res.json.booked).toEqual([
        {
          orderId: expect.any(String),
          name: 'Ann Able',
          email: ann.email,
          bookedAt: expect.stringMatching(/Z$/),
          amountPaid: 15,
          status: 'booked',
          cancelledAt: null,
          cancelledBy: null,
        },
        expect.objectContaining({ name: evil.name, email: evil.email, amountPaid: 15 }),
      ]);
      expect(res.json.cancelled).toEqual([
        expect.objectContaining({ name: 'Gus Gone', status: 'refunded', cancelledBy: 'student', cancelledAt: expect.stringMatching(/Z$/) }),
      ]);
    }
  });

  it('is 404 for another tutor, a student (even a booked one) and an unknown id; 401 signed out', async () => {
    for (const stranger of [otherTutor, ann]) {
      expect((await stranger.call('GET', `/api/sessions/${sessionId}/roster`)).status).toBe(404);
      expect((await stranger.call('GET', `/api/sessions/${sessionId}/roster.csv`)).status).toBe(404);
    }
    expect((await tutor.call('GET', `/api/sessions/${crypto.randomUUID()}/roster`)).status).toBe(404);
    expect((await tutor.call('GET', '/api/sessions/nope/roster.csv')).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/sessions/${sessionId}/roster`)).status).toBe(401);
  });
});

describe('GET /api/sessions/{id}/roster.csv', () => {
  it('answers CSV with a header row, and neutralises cells a spreadsheet would run', async () => {
    const res = await tutor.call('GET', `/api/sessions/${sessionId}/roster.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=UTF-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="roster-[0-9a-f]{8}\.csv"$/);
    const lines = (res.json as string).trimEnd().split('\r\n');
    expect(lines[0]).toBe(ROSTER_CSV_HEADER.map((h) => `"${h}"`).join(','));
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(new RegExp(`^"booked","Ann Able","${ann.email.replace('.', '\\.')}","[^"]+Z","15\\.00","",""$`));
    expect(lines[2]).toContain(`"'=HYPERLINK(""http://x.test"",""click"")"`);
    expect(lines[3]).toMatch(/^"refunded","Gus Gone",/);
    expect((await admin.call('GET', `/api/sessions/${sessionId}/roster.csv`)).status).toBe(200);
  });

  it('escapes every formula start, quotes and line breaks', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1+1`)).toBe(`"'${start}1+1"`);
    expect(csvCell('a "b", c\nd')).toBe('"a ""b"", c\nd"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(12)).toBe('"12"');
  });
});
