/**
 * GET /api/stats/overview (issue 16) on a database with nothing in it yet: zeros, empty lists and
 * every one of the weeks, never an error or a gap.
 */
import { describe, expect, it } from 'vitest';
import { setupApi } from '../../../tests/setup/api-context';
import { createUser, type TestUser } from '../../../tests/factories/users';

const ctx = await setupApi();

const overview = async (u: TestUser) => {
  const res = await u.call('GET', '/api/stats/overview');
  expect(res.status).toBe(200);
  return res.json;
};

describe('the overview before anything happened', () => {
  it('answers zeros and empty lists, with every one of the 12 weeks present', async () => {
    const admin = await createUser(ctx, { role: 'Admin' });
    const tutor = await createUser(ctx, { role: 'Tutor' });
    const student = await createUser(ctx);
    const a = await overview(admin);
    expect(a).toMatchObject({ role: 'Admin', pendingSessions: 0, requestedUsers: 0, topByBookings: [], topByRating: [] });
    expect(a.weekly).toHaveLength(12);
    expect(a.weekly.every((w: { bookings: number; revenueCents: number }) => w.bookings === 0 && w.revenueCents === 0)).toBe(true);
    expect(a.newUsers.at(-1)).toMatchObject({ Student: 1, Tutor: 1, Admin: 1 });
    const t = await overview(tutor);
    expect(t).toEqual({ role: 'Tutor', upcoming: [], perSession: [], ratings: expect.any(Array), byStatus: { Pending: 0, Accepted: 0, Rejected: 0 } });
    expect(t.ratings).toHaveLength(12);
    expect(await overview(student)).toEqual({ role: 'Student', nextClass: null, upcomingBookings: 0, pastBookings: 0, newestMaterials: [] });
  });
});
