/**
 * Booking before registration opens (issue 13, failure 7): POST /orders and POST
 * /create-payment-intent answer 409 with the opening time until the session's isoRS, and book as
 * usual from then on.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, studySessions } from '../../db/schema';
import { setupApi } from '../../../tests/setup/api-context';
import { createIntent } from '../../../tests/factories/payments';
import { insertSession } from '../../../tests/factories/sessions';
import { createUser } from '../../../tests/factories/users';
import { MSG } from '../../../domain/messages';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const OPENS = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
const ordersFor = (sessionId: string) => ctx.db.select().from(orders).where(eq(orders.sessionId, sessionId));

describe('a session whose registration has not opened yet', () => {
  it('refuses POST /orders with 409 and the opening time, and books once it has opened', async () => {
    const s = await createUser(ctx);
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 0, registrationStart: OPENS });
    const res = await s.call('POST', '/api/orders', { body: { sessionId: id, student: { email: s.email } } });
    expect(res.status).toBe(409);
    expect(res.json.error).toEqual({ code: 'conflict', message: MSG.bookings.notYetOpen(OPENS) });
    expect(res.json.error.message).toMatch(/^Registration for this session has not opened yet\. It opens \d{4}-\d\d-\d\d \d\d:\d\d UTC\.$/);
    expect(await ordersFor(id)).toHaveLength(0);

    await ctx.db
      .update(studySessions)
      .set({ registrationStart: new Date(Date.now() - 1000) })
      .where(eq(studySessions.id, id));
    expect((await s.call('POST', '/api/orders', { body: { sessionId: id } })).status).toBe(201);
  });

  it('refuses POST /create-payment-intent with 409, so no payment can be taken for it', async () => {
    const s = await createUser(ctx);
    const id = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 900, registrationStart: OPENS });
    const res = await createIntent(s, id);
    expect(res.status).toBe(409);
    expect(res.json.error.message).toBe(MSG.bookings.notYetOpen(OPENS));
  });

  it('still answers 404 for a session that is not Accepted, whatever its registration start', async () => {
    const s = await createUser(ctx);
    const id = await insertSession(ctx, tutor.email, { status: 'Pending', registrationStart: OPENS });
    expect((await s.call('POST', '/api/orders', { body: { sessionId: id } })).status).toBe(404);
  });
});
