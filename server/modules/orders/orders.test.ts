import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { insertSession } from '../../../tests/factories/sessions';
import { createUser } from '../../../tests/factories/users';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const student = await createUser(ctx, { name: 'Olga Order' });
const otherStudent = await createUser(ctx);
const admin = await createUser(ctx, { role: 'Admin' });
const sessionId = await insertSession(ctx, tutor.email, { status: 'Accepted', priceCents: 0 });
const [studentRow] = await ctx.db.select().from(users).where(eq(users.email, student.email));
await ctx.db.insert(orders).values({ studentId: studentRow!.id, sessionId, sessionTitle: 'Booked', priceCents: 0 });

const q = (email: string, id = sessionId) => `/api/orders?stuEmail=${encodeURIComponent(email)}&sessionId=${id}`;

describe('GET /api/orders?stuEmail&sessionId', () => {
  it("answers the caller's order for that session in the original API's shape", async () => {
    const res = await student.call('GET', q(student.email));
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      {
        _id: expect.any(String),
        student: { name: 'Olga Order', email: student.email, image: '' },
        sessionId,
        price: 0,
        transactionId: null,
      },
    ]);
  });

  it('answers an empty list when the caller has not booked it', async () => {
    expect((await otherStudent.call('GET', q(otherStudent.email))).json).toEqual([]);
    expect((await tutor.call('GET', q(tutor.email))).json).toEqual([]);
  });

  it("answers 403 for someone else's e-mail, except to an admin", async () => {
    expect((await otherStudent.call('GET', q(student.email))).status).toBe(403);
    expect((await tutor.call('GET', q(student.email))).status).toBe(403);
    const res = await admin.call('GET', q(student.email));
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(1);
  });

  it('answers 400 for missing parameters, 404 for a malformed session id (decision 013) and 401 without a session', async () => {
    expect((await student.call('GET', `/api/orders?stuEmail=${student.email}`)).status).toBe(400);
    expect((await student.call('GET', q(student.email, 'nope'))).status).toBe(404);
    expect((await student.call('GET', `/api/orders?sessionId=${sessionId}`)).status).toBe(400);
    expect((await call(ctx, 'GET', q(student.email))).status).toBe(401);
  });
});
