import { describe, expect, it } from 'vitest';
import { studySessions } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { createUser } from '../../../tests/factories/users';

const ctx = await setupApi();

describe('GET /api/sessions (public)', () => {
  it('lists Accepted sessions only, in the spec’s field names', async () => {
    const tutor = await createUser(ctx, { role: 'Tutor', name: 'Tess Tutor' });
    const [tutorRow] = await ctx.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, tutor.email) });
    const base = {
      tutorId: tutorRow!.id,
      cover: '/demo/cover-1.svg',
      description: 'A description',
      registrationStart: new Date('2030-01-01T09:00:00Z'),
      registrationEnd: new Date('2030-01-05T10:00:00Z'),
      classStart: new Date('2030-01-10T09:00:00Z'),
      classEnd: new Date('2030-01-10T11:30:00Z'),
    };
    await ctx.db.insert(studySessions).values([
      { ...base, title: 'Accepted one', status: 'Accepted', priceCents: 1250 },
      { ...base, title: 'Pending one', status: 'Pending' },
      { ...base, title: 'Rejected one', status: 'Rejected' },
    ]);

    const res = await call(ctx, 'GET', '/api/sessions');
    expect(res.status).toBe(200);
    expect(res.json.map((s: { title: string }) => s.title)).toEqual(['Accepted one']);
    expect(res.json[0]).toEqual({
      _id: expect.any(String),
      title: 'Accepted one',
      cover: '/demo/cover-1.svg',
      description: 'A description',
      duration: '2 hours 30 minutes',
      isoRS: '2030-01-01T09:00:00.000Z',
      isoRE: '2030-01-05T10:00:00.000Z',
      isoCS: '2030-01-10T09:00:00.000Z',
      isoCE: '2030-01-10T11:30:00.000Z',
      tutor: { name: 'Tess Tutor', email: tutor.email, image: '' },
      price: 12.5,
      status: 'Accepted',
      rating: { average: null, count: 0 },
    });
  });
});
