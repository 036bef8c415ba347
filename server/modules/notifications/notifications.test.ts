/**
 * Notifications (issue 17), on both engines, with a real SMTP server and a push-service stand-in:
 * each event makes its notification on every enabled channel and on no disabled one; the API is the
 * owner's only; unsubscribe works without signing in; a channel that fails is retried without
 * holding up another.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobs, pushSubscriptions } from '../../db/schema';
import { call } from '../../../tests/setup/api-context';
import { setupNotifications, subscribePush, subscriptionBody } from '../../../tests/setup/notifications';
import { pay } from '../../../tests/factories/payments';
import { insertSession, sessionBody } from '../../../tests/factories/sessions';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { queueDepth } from './queue';

const { ctx, clock, mail, push, run } = await setupNotifications();
const admin = await createUser(ctx, { role: 'Admin' });

const book = (user: TestUser, sessionId: string, transactionId?: string) =>
  user.call('POST', '/api/orders', { body: { student: { email: user.email }, sessionId, ...(transactionId ? { transactionId } : {}) } });
const list = async (user: TestUser) => (await user.call('GET', '/api/notifications')).json;
const titles = async (user: TestUser) => (await list(user)).items.map((n: { title: string }) => n.title);
const mailTitles = (user: TestUser) => mail.to(user.email).map((m) => m.subject);
const pushesTo = (name: string) => push.received.filter((r) => r.path.endsWith(`/${name}`)).length;

async function tutorWithSession(options: { priceCents?: number } = {}) {
  const tutor = await createUser(ctx, { role: 'Tutor' });
  const sessionId = await insertSession(ctx, tutor.email, { status: 'Accepted', title: 'Graph Theory', priceCents: options.priceCents ?? 0 });
  return { tutor, sessionId };
}

describe('events reach every enabled channel', () => {
  it('a new booking: the tutor gets it in the app, by e-mail and as a push; the student gets nothing', async () => {
    const { tutor, sessionId } = await tutorWithSession();
    await subscribePush(ctx, tutor.email, push.endpoint(`t-${tutor.uid}`));
    const student = await createUser(ctx, { name: 'Ada Lovelace' });
    expect((await book(student, sessionId)).status).toBe(201);

    const page = await list(tutor);
    expect(page.unread).toBe(1);
    expect(page.items[0]).toMatchObject({ title: 'New booking', body: 'Ada Lovelace booked “Graph Theory”.', link: `/sessions/${sessionId}`, read: false });
    expect((await list(student)).items).toEqual([]);

    await run();
    const [email] = mail.to(tutor.email);
    expect(email?.subject).toBe('New booking');
    expect(email?.text).toContain('Ada Lovelace booked “Graph Theory”.');
    expect(email?.text).toContain(`http://localhost/sessions/${sessionId}`);
    expect(email?.text).toMatch(/Unsubscribe: http:\/\/localhost\/api\/unsubscribe\?token=/);
    expect(email?.headers.get('list')).toMatchObject({ unsubscribe: { url: expect.stringMatching(/^http:\/\/localhost\/api\/unsubscribe\?token=/) } });
    expect(pushesTo(`t-${tutor.uid}`)).toBe(1);
    // The push is encrypted for the subscription (RFC 8291) and signed with our VAPID key.
    const sent = push.received.find((r) => r.path.endsWith(`/t-${tutor.uid}`))!;
    expect(sent.headers['content-encoding']).toBe('aes128gcm');
    expect(String(sent.headers.authorization)).toMatch(/^vapid t=/);
    expect(mail.to(student.email)).toEqual([]);
  });

  it('disabled channels stay silent: in-app and e-mail off, push on', async () => {
    const { tutor, sessionId } = await tutorWithSession();
    await subscribePush(ctx, tutor.email, push.endpoint(`q-${tutor.uid}`));
    const put = await tutor.call('PUT', '/api/notification-settings', { body: { inApp: false, email: false, push: true } });
    expect(put.status).toBe(200);
    expect(put.json).toMatchObject({ inApp: false, email: false, push: true, emailAvailable: true, pushPublicKey: expect.any(String) });
    await book(await createUser(ctx), sessionId);
    await run();
    expect(await list(tutor)).toMatchObject({ items: [], unread: 0 });
    expect(mail.to(tutor.email)).toEqual([]);
    expect(pushesTo(`q-${tutor.uid}`)).toBe(1);

    await tutor.call('PUT', '/api/notification-settings', { body: { inApp: true, email: true, push: false } });
    await book(await createUser(ctx), sessionId);
    await run();
    expect(await titles(tutor)).toEqual(['New booking']);
    expect(mailTitles(tutor)).toEqual(['New booking']);
    expect(pushesTo(`q-${tutor.uid}`)).toBe(1);
  });

  it('approved, priced and rejected sessions tell their tutor', async () => {
    const tutor = await createUser(ctx, { role: 'Tutor' });
    const created = await tutor.call('POST', '/api/sessions', { body: { ...sessionBody(), title: 'Topology' } });
    const id = created.json._id as string;
    expect((await admin.call('PATCH', `/api/modify-session/${id}`, { body: { price: 12.5, status: 'Accepted' } })).status).toBe(200);
    await run();
    expect(await titles(tutor)).toEqual(expect.arrayContaining(['Session approved', 'Session priced']));
    await admin.call('PATCH', `/api/modify-session/${id}`, { body: { price: 12.5, status: 'Rejected' } });
    await run();
    const page = await list(tutor);
    expect(page.items[0]).toMatchObject({ title: 'Session rejected', link: `/sessions/${id}` });
    expect(page.items.find((n: { title: string }) => n.title === 'Session priced').body).toBe('“Topology” now costs $12.50.');
    expect(mailTitles(tutor).sort()).toEqual(['Session approved', 'Session priced', 'Session rejected']);
  });

  it('a decided tutor application tells the student, approved or declined', async () => {
    const approved = await createUser(ctx);
    const declined = await createUser(ctx);
    for (const s of [approved, declined]) expect((await s.call('PATCH', `/api/users/${s.email}`)).status).toBe(200);
    await admin.call('PATCH', `/api/user/role/${approved.email}`, { body: { role: 'Tutor', status: 'Verified' } });
    await admin.call('PATCH', `/api/user/reject/${declined.email}`);
    await run();
    expect((await list(approved)).items[0]).toMatchObject({ title: 'Tutor application approved', link: '/dashboard/profile' });
    expect(await titles(declined)).toEqual(['Tutor application declined']);
    expect(mailTitles(declined)).toEqual(['Tutor application declined']);
    // A role change of someone who never applied decides nothing.
    const other = await createUser(ctx);
    await admin.call('PATCH', `/api/user/role/${other.email}`, { body: { role: 'Tutor', status: 'Verified' } });
    expect(await titles(other)).toEqual([]);
  });

  it('cancellations and refunds: the tutor hears of a cancel, the student of an admin cancel and of the refund', async () => {
    const { tutor, sessionId } = await tutorWithSession({ priceCents: 2000 });
    const student = await createUser(ctx);
    const { id: paymentId } = await pay(student, sessionId);
    const order = await book(student, sessionId, paymentId);
    expect(order.status).toBe(201);
    expect((await student.call('POST', `/api/orders/${order.json._id}/cancel`)).status).toBe(200);
    await run();
    expect(await titles(tutor)).toEqual(['Booking cancelled', 'New booking']);
    expect(await titles(student)).toEqual(['Booking refunded']);
    expect((await list(student)).items[0].body).toBe('Your payment of $20.00 for “Graph Theory” was refunded.');

    const other = await createUser(ctx);
    const second = await book(other, (await tutorWithSession()).sessionId);
    await admin.call('POST', `/api/orders/${second.json._id}/cancel`);
    expect(await titles(other)).toEqual(['Booking cancelled']);
  });

  it('a session deleted by its organiser tells every booked student', async () => {
    const { tutor, sessionId } = await tutorWithSession();
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    await book(a, sessionId);
    await book(b, sessionId);
    expect((await tutor.call('DELETE', `/api/delete-session/${sessionId}`)).status).toBe(200);
    await run();
    for (const s of [a, b]) {
      expect((await list(s)).items[0]).toMatchObject({ title: 'Session cancelled', link: '/dashboard/booked-sessions' });
      expect(mailTitles(s)).toEqual(['Session cancelled']);
    }
  });
});

describe('the in-app list is the owner’s', () => {
  it('pages newest first, marks one or all read, and hides others’ notifications', async () => {
    const { tutor, sessionId } = await tutorWithSession();
    for (let i = 0; i < 3; i++) await book(await createUser(ctx), sessionId);
    const first = await tutor.call('GET', '/api/notifications?limit=2');
    expect(first.json.items).toHaveLength(2);
    expect(first.json.unread).toBe(3);
    const rest = await tutor.call('GET', `/api/notifications?limit=2&cursor=${first.json.nextCursor}`);
    expect(rest.json.items).toHaveLength(1);
    expect(rest.json.nextCursor).toBeNull();
    const all = [...first.json.items, ...rest.json.items];
    expect(new Set(all.map((n) => n.id)).size).toBe(3);
    expect(all.map((n) => n.createdAt)).toEqual([...all.map((n) => n.createdAt)].sort().reverse());

    const stranger = await createUser(ctx);
    expect((await stranger.call('PATCH', `/api/notifications/${all[0].id}`, { body: { read: true } })).status).toBe(404);
    expect((await call(ctx, 'PATCH', `/api/notifications/${all[0].id}`, { body: { read: true } })).status).toBe(401);
    expect((await call(ctx, 'GET', '/api/notifications')).status).toBe(401);
    expect((await tutor.call('PATCH', `/api/notifications/${all[0].id}`, { body: { read: false } })).status).toBe(400);
    expect((await tutor.call('PATCH', '/api/notifications/not-an-id', { body: { read: true } })).status).toBe(404);
    expect((await tutor.call('GET', '/api/notifications?cursor=nope')).status).toBe(400);

    const one = await tutor.call('PATCH', `/api/notifications/${all[0].id}`, { body: { read: true } });
    expect(one.json.read).toBe(true);
    expect((await list(tutor)).unread).toBe(2);
    expect((await stranger.call('POST', '/api/notifications/read-all')).json.updated).toBe(0);
    expect((await tutor.call('POST', '/api/notifications/read-all')).json.updated).toBe(2);
    expect((await list(tutor)).unread).toBe(0);
  });

  it('settings and push subscriptions validate their input', async () => {
    const user = await createUser(ctx);
    expect((await user.call('GET', '/api/notification-settings')).json).toMatchObject({ inApp: true, email: true, push: true });
    expect((await user.call('PUT', '/api/notification-settings', { body: { inApp: 'yes', email: true, push: true } })).status).toBe(400);
    expect((await call(ctx, 'PUT', '/api/notification-settings', { body: { inApp: true, email: true, push: true } })).status).toBe(401);
    expect((await user.call('POST', '/api/push-subscriptions', { body: subscriptionBody('http://127.0.0.1/x') })).status).toBe(400);
    expect((await user.call('POST', '/api/push-subscriptions', { body: { endpoint: 'https://push.example.test/a' } })).status).toBe(400);
    const body = subscriptionBody();
    expect((await user.call('POST', '/api/push-subscriptions', { body })).status).toBe(201);
    expect((await user.call('POST', '/api/push-subscriptions', { body })).status).toBe(201);
    expect(await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, body.endpoint))).toHaveLength(1);
    expect((await user.call('DELETE', '/api/push-subscriptions', { body: { endpoint: body.endpoint } })).json.deleted).toBe(1);
  });
});

describe('unsubscribe', () => {
  it('the e-mail’s link turns e-mails off without signing in; a forged link does nothing', async () => {
    const { tutor, sessionId } = await tutorWithSession();
    await book(await createUser(ctx), sessionId);
    await run();
    const link = /Unsubscribe: (\S+)/.exec(mail.to(tutor.email)[0]!.text!)![1]!;
    const path = link.replace('http://localhost', '');
    const page = await call(ctx, 'GET', path);
    expect(page.status).toBe(200);
    expect(page.json).toContain('<button type="submit">Unsubscribe</button>');
    // The page's form, as a browser posts it: no cookie, a form body.
    const done = await call(ctx, 'POST', path, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    expect((await tutor.call('GET', '/api/notification-settings')).json).toMatchObject({ email: false, inApp: true, push: true });

    await book(await createUser(ctx), sessionId);
    await run();
    expect(mail.to(tutor.email)).toHaveLength(1);
    expect(await titles(tutor)).toEqual(['New booking', 'New booking']);

    const forged = path.replace(/token=[^&]+/, `token=${'x'.repeat(40)}`);
    expect((await call(ctx, 'POST', forged, { body: 'a=b', headers: { 'content-type': 'application/x-www-form-urlencoded' } })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/unsubscribe')).status).toBe(400);
  });
});

describe('delivery survives failure', () => {
  it('a failed e-mail is retried with backoff while the push goes out; a 410 subscription is deleted', async () => {
    const { tutor, sessionId } = await tutorWithSession();
    await subscribePush(ctx, tutor.email, push.endpoint(`ok-${tutor.uid}`));
    await subscribePush(ctx, tutor.email, push.endpoint(`gone-${tutor.uid}`));
    push.status.set(`gone-${tutor.uid}`, 410);
    mail.refuse = true;
    await book(await createUser(ctx), sessionId);
    await run();
    expect(pushesTo(`ok-${tutor.uid}`)).toBe(1);
    expect(
      await ctx.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, push.endpoint(`gone-${tutor.uid}`))),
    ).toEqual([]);
    expect(mail.to(tutor.email)).toEqual([]);
    const [emailJob] = (await ctx.db.select().from(jobs)).filter((j) => j.kind === 'email' && j.doneAt === null);
    expect(emailJob).toMatchObject({ attempts: 1, lastError: expect.stringMatching(/451|Mailbox/) });
    expect(emailJob!.runAt.getTime()).toBeGreaterThan(clock.now());
    expect((await queueDepth(ctx.db, clock.now())).pending).toBeGreaterThanOrEqual(1);

    // Not before its backoff; then, with the mail server back, once.
    mail.refuse = false;
    await run();
    expect(mail.to(tutor.email)).toEqual([]);
    clock.offset += 60_000;
    await run();
    expect(mailTitles(tutor)).toEqual(['New booking']);
    await run();
    expect(mailTitles(tutor)).toEqual(['New booking']);
    expect(pushesTo(`ok-${tutor.uid}`)).toBe(1);
  });
});
