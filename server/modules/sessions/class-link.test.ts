/**
 * The class link (issue 22): validation on every write route, who may read it on each endpoint, its
 * loss when a booking ends, the calendars of each caller, a change reaching the calendars and the
 * people to notify, and the video-room generator.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROJECT_ID } from '../../../scripts/lib/emulator.mjs';
import { createApp } from '../../app';
import { firebaseIdentity } from '../../auth/identity';
import { orders, studySessions } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { readIcs } from '../../../tests/factories/calendar';
import { insertSession, sessionBody } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { classLinkChanged } from './class-link.access';
import { MSG } from '../../../domain/messages';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const otherTutor = await createUser(ctx, { role: 'Tutor' });
const admin = await createUser(ctx, { role: 'Admin' });

const ZOOM = 'https://zoom.us/j/123456789?pwd=secretpwd';

async function sessionWithLink(link: string | null = ZOOM, title = `Class ${Math.random().toString(36).slice(2, 8)}`) {
  const id = await insertSession(ctx, tutor.email, { status: 'Accepted', title });
  await ctx.db.update(studySessions).set({ meetingUrl: link }).where(eq(studySessions.id, id));
  return id;
}

async function book(student: TestUser, sessionId: string): Promise<string> {
  const res = await student.call('POST', '/api/orders', { body: { sessionId } });
  expect(res.status).toBe(201);
  return res.json._id as string;
}

async function feedOf(user: TestUser) {
  const { json } = await user.call('GET', '/api/calendar-feed');
  const res = await ctx.app.request(json.url as string);
  return readIcs(await res.text()).events;
}

async function icsOf(user: TestUser, sessionId: string) {
  const res = await user.call('GET', `/api/sessions/${sessionId}/calendar.ics`);
  expect(res.status).toBe(200);
  return readIcs(res.json as string).events[0]!;
}

describe('validation of the class link', () => {
  const bad: [unknown, string][] = [
    ['http://zoom.us/j/1', MSG.classLink.invalid],
    ['javascript:alert(document.cookie)', MSG.classLink.invalid],
    ['data:text/html,<script>alert(1)</script>', MSG.classLink.invalid],
    ['zoom', MSG.classLink.invalid],
    ['https://me:pw@zoom.us/j/1', MSG.classLink.credentials],
    [`https://meet.jit.si/${'a'.repeat(2048)}`, MSG.classLink.tooLong],
    [42, MSG.classLink.invalid],
  ];

  it('refuses a bad link on create with 400 and a clear message, and creates nothing', async () => {
    const before = (await tutor.call('GET', `/api/created-sessions/${tutor.email}`)).json.length;
    for (const [meetingUrl, message] of bad) {
      const res = await tutor.call('POST', '/api/sessions', { body: sessionBody({ meetingUrl }) });
      expect(res.status, String(meetingUrl)).toBe(400);
      expect(res.json.error.issues).toEqual([{ path: 'meetingUrl', message }]);
    }
    expect((await tutor.call('GET', `/api/created-sessions/${tutor.email}`)).json).toHaveLength(before);
  });

  it('refuses a bad link on the tutor’s and the admin’s edit, and changes nothing', async () => {
    const id = await sessionWithLink();
    for (const [meetingUrl, message] of bad) {
      for (const [user, path] of [
        [tutor, `/api/update-session/${id}`],
        [admin, `/api/updsessad/${id}`],
      ] as const) {
        const res = await user.call('PATCH', path, { body: sessionBody({ meetingUrl }) });
        expect(res.status).toBe(400);
        expect(res.json.error.issues).toEqual([{ path: 'meetingUrl', message }]);
      }
    }
    expect((await tutor.call('GET', `/api/sessions/${id}`)).json.meetingUrl).toBe(ZOOM);
  });

  it('stores a good link on create as the browser opens it, and answers it to the tutor', async () => {
    const res = await tutor.call('POST', '/api/sessions', { body: sessionBody({ meetingUrl: '  https://Meet.Google.com/abc-defg-hij ' }) });
    expect(res.status).toBe(201);
    expect(res.json.meetingUrl).toBe('https://meet.google.com/abc-defg-hij');
    const none = await tutor.call('POST', '/api/sessions', { body: sessionBody() });
    expect(none.json.meetingUrl).toBeNull();
  });

  it('lets the tutor and the admin set, replace and remove it; leaving it out keeps it', async () => {
    const id = await sessionWithLink(null);
    const link = async () => (await tutor.call('GET', `/api/sessions/${id}`)).json.meetingUrl;
    const base = sessionBody({ title: 'Same title' });
    expect((await tutor.call('PATCH', `/api/update-session/${id}`, { body: { ...base, meetingUrl: 'https://whereby.com/room' } })).json.modifiedCount).toBe(1);
    expect(await link()).toBe('https://whereby.com/room');
    expect((await tutor.call('PATCH', `/api/update-session/${id}`, { body: base })).json.modifiedCount).toBe(0);
    expect(await link()).toBe('https://whereby.com/room');
    expect((await admin.call('PATCH', `/api/updsessad/${id}`, { body: { ...base, meetingUrl: ZOOM } })).json.modifiedCount).toBe(1);
    expect(await link()).toBe(ZOOM);
    expect((await tutor.call('PATCH', `/api/update-session/${id}`, { body: { ...base, meetingUrl: '' } })).json.modifiedCount).toBe(1);
    expect(await link()).toBeNull();
    // Another tutor cannot touch it: the session does not exist for them.
    expect((await otherTutor.call('PATCH', `/api/update-session/${id}`, { body: { ...base, meetingUrl: ZOOM } })).status).toBe(404);
    expect(await link()).toBeNull();
  });
});

describe('who sees the class link', () => {
  it('answers it on the detail to the tutor, admins and a booked student, and to nobody else', async () => {
    const id = await sessionWithLink();
    const booked = await createUser(ctx);
    const unbooked = await createUser(ctx);
    await book(booked, id);
    for (const user of [tutor, admin, booked]) {
      const res = await user.call('GET', `/api/sessions/${id}`);
      expect(res.status).toBe(200);
      expect(res.json.meetingUrl, user.role).toBe(ZOOM);
    }
    for (const user of [unbooked, otherTutor]) {
      const res = await user.call('GET', `/api/sessions/${id}`);
      expect(res.status).toBe(200);
      expect(res.json).not.toHaveProperty('meetingUrl');
      expect(JSON.stringify(res.json)).not.toContain('zoom.us');
    }
    expect((await call(ctx, 'GET', `/api/sessions/${id}`)).status).toBe(401);
  });

  it('answers null to those who may see it when there is none yet', async () => {
    const id = await sessionWithLink(null);
    const booked = await createUser(ctx);
    await book(booked, id);
    expect((await booked.call('GET', `/api/sessions/${id}`)).json.meetingUrl).toBeNull();
    expect((await booked.call('GET', `/api/bookedsessions/${booked.email}`)).json[0].meetingUrl).toBeNull();
  });

  it('puts it on each live item of Booked Sessions, for the student and an admin reading it', async () => {
    const id = await sessionWithLink();
    const student = await createUser(ctx);
    await book(student, id);
    for (const user of [student, admin]) {
      const res = await user.call('GET', `/api/bookedsessions/${student.email}`);
      expect(res.status).toBe(200);
      expect(res.json[0]).toMatchObject({ sessionId: id, status: 'booked', meetingUrl: ZOOM });
    }
    expect((await otherTutor.call('GET', `/api/bookedsessions/${student.email}`)).status).toBe(403);
  });

  it('is lost at once when the booking is cancelled, or refunded', async () => {
    const id = await sessionWithLink();
    const student = await createUser(ctx);
    const orderId = await book(student, id);
    expect((await icsOf(student, id)).LOCATION).toBe(ZOOM);
    expect((await student.call('POST', `/api/orders/${orderId}/cancel`)).status).toBe(200);

    expect((await student.call('GET', `/api/sessions/${id}`)).json).not.toHaveProperty('meetingUrl');
    const [item] = (await student.call('GET', `/api/bookedsessions/${student.email}`)).json;
    expect(item.status).toBe('cancelled');
    expect(item).not.toHaveProperty('meetingUrl');
    expect(await icsOf(student, id)).not.toHaveProperty('LOCATION');
    expect((await feedOf(student)).map((e) => e.SUMMARY)).toEqual([]);
    expect((await student.call('GET', '/api/stats/overview')).json.nextClass).toBeNull();

    const refunded = await createUser(ctx);
    const refundedOrder = await book(refunded, id);
    await ctx.db.update(orders).set({ status: 'refunded' }).where(eq(orders.id, refundedOrder));
    expect((await refunded.call('GET', `/api/sessions/${id}`)).json).not.toHaveProperty('meetingUrl');
    expect((await refunded.call('GET', `/api/bookedsessions/${refunded.email}`)).json[0]).not.toHaveProperty('meetingUrl');
  });

  it('is on the tutor’s My Sessions and roster, and on a booked student’s next class', async () => {
    const id = await sessionWithLink();
    const student = await createUser(ctx);
    await book(student, id);
    const mine = (await tutor.call('GET', `/api/created-sessions/${tutor.email}`)).json as { _id: string; meetingUrl: string }[];
    expect(mine.find((s) => s._id === id)?.meetingUrl).toBe(ZOOM);
    expect((await admin.call('GET', `/api/created-sessions/${tutor.email}`)).json.find((s: { _id: string }) => s._id === id).meetingUrl).toBe(ZOOM);
    expect((await tutor.call('GET', `/api/teach-sessions?sessId=${id}&tutorMail=${tutor.email}`)).json.meetingUrl).toBe(ZOOM);
    expect((await tutor.call('GET', `/api/sessions/${id}/roster`)).json.meetingUrl).toBe(ZOOM);
    expect((await student.call('GET', '/api/stats/overview')).json.nextClass).toMatchObject({ id, meetingUrl: ZOOM });
  });
});

describe('the class link in calendars', () => {
  it('is in LOCATION, URL and the description of the tutor’s and a booked student’s .ics, and nobody else’s', async () => {
    const id = await sessionWithLink();
    const booked = await createUser(ctx);
    const unbooked = await createUser(ctx);
    await book(booked, id);
    for (const user of [tutor, booked]) {
      const event = await icsOf(user, id);
      expect(event.LOCATION).toBe(ZOOM);
      expect(event.URL).toBe(ZOOM);
      expect(event.DESCRIPTION).toContain('Join class (Zoom): https://zoom.us/j/123456789?pwd=secretpwd');
    }
    for (const user of [unbooked, otherTutor, admin]) {
      const res = await user.call('GET', `/api/sessions/${id}/calendar.ics`);
      expect(res.status).toBe(200);
      expect(res.json).not.toContain('zoom.us');
      expect(readIcs(res.json as string).events[0]!.URL).toBe(`http://localhost/sessions/${id}`);
    }
  });

  it('is in the booked student’s and the tutor’s feed; no one else’s feed lists the session', async () => {
    const title = `Feed ${Math.random().toString(36).slice(2, 8)}`;
    const id = await sessionWithLink(ZOOM, title);
    const booked = await createUser(ctx);
    const unbooked = await createUser(ctx);
    await book(booked, id);
    for (const user of [booked, tutor]) {
      const event = (await feedOf(user)).find((e) => e.SUMMARY === title)!;
      expect(event.LOCATION).toBe(ZOOM);
      expect(event.URL).toBe(ZOOM);
      expect(event.DESCRIPTION).toContain(`Join class (Zoom): ${ZOOM}`);
    }
    for (const user of [unbooked, otherTutor, admin]) {
      const events = await feedOf(user);
      expect(JSON.stringify(events)).not.toContain('zoom.us');
    }
  });

  it('follows a change: the next .ics and feed carry the new link with a later LAST-MODIFIED', async () => {
    const title = `Moved ${Math.random().toString(36).slice(2, 8)}`;
    const id = await sessionWithLink(ZOOM, title);
    const student = await createUser(ctx);
    await book(student, id);
    const before = (await feedOf(student)).find((e) => e.SUMMARY === title)!;
    expect(before['LAST-MODIFIED']).toMatch(/^\d{8}T\d{6}Z$/);
    await new Promise((r) => setTimeout(r, 1100));
    const res = await tutor.call('PATCH', `/api/update-session/${id}`, { body: sessionBody({ title, meetingUrl: 'https://meet.jit.si/StudyHub-new' }) });
    expect(res.json.modifiedCount).toBe(1);
    const after = (await feedOf(student)).find((e) => e.SUMMARY === title)!;
    expect(after.LOCATION).toBe('https://meet.jit.si/StudyHub-new');
    expect(after['LAST-MODIFIED']! > before['LAST-MODIFIED']!).toBe(true);
    expect((await icsOf(student, id)).DESCRIPTION).toContain('Join class (Jitsi): https://meet.jit.si/StudyHub-new');
  });
});

describe('classLinkChanged: who is to be told of a new link', () => {
  it('answers the new link and the students with a live booking only', async () => {
    const id = await sessionWithLink();
    const [a, b, gone] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    await book(a, id);
    await book(b, id);
    const goneOrder = await book(gone, id);
    await gone.call('POST', `/api/orders/${goneOrder}/cancel`);
    await ctx.db.update(studySessions).set({ meetingUrl: 'https://whereby.com/new' }).where(eq(studySessions.id, id));
    const change = await classLinkChanged(ctx.db, id);
    expect(change.meetingUrl).toBe('https://whereby.com/new');
    expect(change.students.map((s) => s.email).sort()).toEqual([a.email, b.email].sort());
  });

  it('answers no one for a session without live bookings, or one that is gone', async () => {
    expect((await classLinkChanged(ctx.db, await sessionWithLink())).students).toEqual([]);
    expect((await classLinkChanged(ctx.db, '00000000-0000-4000-8000-000000000000')).students).toEqual([]);
  });
});

describe('GET /api/video-room', () => {
  it('makes a new Jitsi room on meet.jit.si for tutors and admins only', async () => {
    const urls = new Set<string>();
    for (const user of [tutor, admin]) {
      const res = await user.call('GET', '/api/video-room');
      expect(res.status).toBe(200);
      expect(res.json.url).toMatch(/^https:\/\/meet\.jit\.si\/StudyHub-[a-z2-7]{32}$/);
      expect(res.json.provider).toBe('Jitsi');
      expect(res.headers.get('cache-control')).toBe('no-store');
      urls.add(res.json.url);
    }
    expect(urls.size).toBe(2);
    expect((await (await createUser(ctx)).call('GET', '/api/video-room')).status).toBe(403);
    expect((await call(ctx, 'GET', '/api/video-room')).status).toBe(401);
  });

  it('uses JITSI_BASE_URL for a self-hosted Jitsi, and the room is a valid class link', async () => {
    const identity = firebaseIdentity({ projectId: PROJECT_ID, emulator: true });
    const app = createApp({ db: ctx.db, identity, config: { ...ctx.config, jitsiBaseUrl: 'https://video.example.edu/jitsi' }, storage: ctx.storage });
    const res = await app.request('/api/video-room', { headers: { cookie: tutor.cookie } });
    const room = (await res.json()) as { url: string; provider: string };
    expect(room.url).toMatch(/^https:\/\/video\.example\.edu\/jitsi\/StudyHub-[a-z2-7]{32}$/);
    expect(room.provider).toBe('Jitsi');
    const created = await tutor.call('POST', '/api/sessions', { body: sessionBody({ meetingUrl: room.url }) });
    expect(created.json.meetingUrl).toBe(room.url);
  });
});
