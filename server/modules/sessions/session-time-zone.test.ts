/** The session's IANA zone (issue 14): stored on create, changed on edit, kept when left out. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { studySessions } from '../../db/schema';
import { setupApi } from '../../../tests/setup/api-context';
import { createUser } from '../../../tests/factories/users';
import { sessionBody } from '../../../tests/factories/sessions';
import { MSG } from '../../../domain/messages';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const admin = await createUser(ctx, { role: 'Admin' });

const zoneOf = async (id: string) => (await ctx.db.select({ z: studySessions.timeZone }).from(studySessions).where(eq(studySessions.id, id)))[0]!.z;

describe('a session’s time zone', () => {
  it('is stored on create and answered with the session', async () => {
    const res = await tutor.call('POST', '/api/sessions', { body: sessionBody({ timeZone: 'Europe/Berlin' }) });
    expect(res.status).toBe(201);
    expect(res.json.timeZone).toBe('Europe/Berlin');
    expect(await zoneOf(res.json._id)).toBe('Europe/Berlin');
  });

  it('is the server’s zone when the client leaves it out, and for rows from before the column', async () => {
    const res = await tutor.call('POST', '/api/sessions', { body: sessionBody() });
    expect(res.json.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await ctx.db.update(studySessions).set({ timeZone: null }).where(eq(studySessions.id, res.json._id));
    const read = await tutor.call('GET', `/api/sessions/${res.json._id}`);
    expect(read.json.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('changes on the tutor’s and the admin’s edit, and stays when an edit leaves it out', async () => {
    const { json: created } = await tutor.call('POST', '/api/sessions', { body: sessionBody({ timeZone: 'Asia/Tokyo' }) });
    const edit = await tutor.call('PATCH', `/api/update-session/${created._id}`, { body: sessionBody({ timeZone: 'America/New_York' }) });
    expect(edit.json.modifiedCount).toBe(1);
    expect(await zoneOf(created._id)).toBe('America/New_York');
    await admin.call('PATCH', `/api/updsessad/${created._id}`, { body: sessionBody({ title: 'Renamed' }) });
    expect(await zoneOf(created._id)).toBe('America/New_York');
  });

  it.each(['Mars/Olympus', '', 'x'.repeat(100), 42])('refuses %j with 400 and stores nothing', async (timeZone) => {
    const res = await tutor.call('POST', '/api/sessions', { body: sessionBody({ title: 'Never stored', timeZone }) });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain(MSG.validation.timeZone);
    expect(await ctx.db.select().from(studySessions).where(eq(studySessions.title, 'Never stored'))).toHaveLength(0);
  });
});
