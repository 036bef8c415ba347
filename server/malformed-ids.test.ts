/**
 * One answer for a malformed id (docs/decisions/013-malformed-ids.md): every route with an `{id}` in
 * its path, and every route that names a record by an id in its query, answers 404 to an id that
 * cannot exist, exactly as to an unknown one. The path routes come from the app's own table, so a new
 * `:id` route is walked without anyone listing it. Each is called by every role with a body that is
 * otherwise right: the roles it allows must get 404; the others may only get 403.
 */
import { describe, expect, it } from 'vitest';
import { setupApi } from '../tests/setup/api-context';
import { routeTemplates } from '../tests/fuzz/api-templates';
import { insertSession } from '../tests/factories/sessions';
import { createUser } from '../tests/factories/users';

const ctx = await setupApi();
const users = {
  student: await createUser(ctx),
  tutor: await createUser(ctx, { role: 'Tutor' }),
  admin: await createUser(ctx, { role: 'Admin' }),
};
const sessionId = await insertSession(ctx, users.tutor.email, { status: 'Accepted' });
const templates = routeTemplates({
  student: users.student.email,
  tutor: users.tutor.email,
  admin: users.admin.email,
  sessionId,
  noteId: crypto.randomUUID(),
  materialId: crypto.randomUUID(),
});
/** Bodies the fuzz templates do not carry. */
const extraBodies: Record<string, unknown> = { 'PATCH /api/notifications/:id': { read: true } };

const MALFORMED = ['not-an-id', '123', `${crypto.randomUUID()}0`];

const idRoutes = [...new Map(ctx.app.routes.filter((r) => r.method !== 'ALL' && r.path.includes(':id')).map((r) => [`${r.method} ${r.path}`, r])).values()];

/** The statuses every role gets for one request. */
async function answers(method: string, path: string, body: unknown) {
  return Promise.all(Object.values(users).map(async (u) => (await u.call(method, path, body === undefined ? {} : { body })).status));
}

function expectNotFoundForSomeone(statuses: number[]) {
  expect(
    statuses.every((s) => s === 404 || s === 403),
    String(statuses),
  ).toBe(true);
  expect(statuses).toContain(404);
}

describe('a malformed id answers 404 on every route', () => {
  it('finds the id routes in the app', () => expect(idRoutes.length).toBeGreaterThanOrEqual(15));

  it.each(idRoutes.map((r) => [`${r.method} ${r.path}`, r.method, r.path] as const))('%s', async (key, method, template) => {
    const body = templates[key]?.bodies?.[0] ?? extraBodies[key];
    for (const id of MALFORMED) {
      const path = template.replace(':id', encodeURIComponent(id));
      expectNotFoundForSomeone(await answers(method, path, body));
    }
  });

  it.each([
    ['/api/reviews', 'sessId'],
    ['/api/teach-sessions', 'sessId'],
    ['/api/teach-material', 'sessId'],
    ['/api/orders', 'sessionId'],
  ])('GET %s?%s', async (route, field) => {
    const query = templates[`GET ${route}`]!.query!;
    for (const id of MALFORMED) {
      const search = new URLSearchParams({ ...query, [field]: id });
      const statuses = await answers('GET', `${route}?${search}`, undefined);
      // The query's e-mail names one user; everyone else is refused before the id is read.
      expectNotFoundForSomeone(statuses);
    }
  });
});
