/**
 * Fuzz (issue 13): seeded, bounded random requests to every route of the real app, as every role,
 * with hostile path and query values, bodies and content types. None may answer 5xx: bad input gets a
 * clear 4xx. The routes come from the app itself, so a new route is fuzzed without anyone listing it.
 *
 * `npm test` runs FUZZ_RUNS requests (default 2,000) per engine; `npm run fuzz` runs 10,000. A failure
 * prints the seed and the shrunk request; FUZZ_SEED=<seed> replays it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { call, setupApi, TEST_ORIGIN } from '../tests/setup/api-context';
import { fuzzBody, fuzzParam, fuzzQuery, fuzzUrlValue, type FuzzBody } from '../tests/fuzz/api-arbitraries';
import { type FuzzRole, type FuzzSeeds, knownValues, routeTemplates } from '../tests/fuzz/api-templates';
import { insertSession } from '../tests/factories/sessions';
import { cookieFrom, createUser, type TestUser } from '../tests/factories/users';

const RUNS = Number(process.env.FUZZ_RUNS ?? 2_000);
const SEED = Number(process.env.FUZZ_SEED ?? 13);

// The built PWA's shape, so the static files and the HTML fallback are fuzzed too.
const staticDir = mkdtempSync(path.join(os.tmpdir(), 'fuzz-static-'));
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));
mkdirSync(path.join(staticDir, 'assets'));
writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>App</title>');
writeFileSync(path.join(staticDir, 'sw.js'), '');
writeFileSync(path.join(staticDir, 'assets', 'app-abc123.js'), 'export {};');

const ctx = await setupApi({ authRateLimit: 1_000_000, staticDir });
const users = {
  student: await createUser(ctx),
  tutor: await createUser(ctx, { role: 'Tutor' }),
  admin: await createUser(ctx, { role: 'Admin' }),
};
type Role = FuzzRole;

// A few real rows, so some requests get past validation and reach the queries.
const sessionId = await insertSession(ctx, users.tutor.email, { status: 'Accepted' });
await users.student.call('POST', '/api/orders', { body: { sessionId } });
const noteId = crypto.randomUUID();
await users.student.call('POST', '/api/notes', { body: { id: noteId, title: 'Fuzz', description: 'seed', updatedAt: Date.now() - 1000 } });
const material = await users.tutor.call('POST', '/api/materials', { body: { sessionId, image: '/demo/cover-1.svg', link: 'https://example.com' } });
const seeds: FuzzSeeds = { student: users.student.email, tutor: users.tutor.email, admin: users.admin.email, sessionId, noteId, materialId: material.json._id };
const known = knownValues(seeds);
const templates = routeTemplates(seeds);

/**
 * Every route of the app, from Hono's own table (middleware entries are method ALL), and the hashed
 * assets, which only a middleware serves.
 */
const routes = [
  ...new Map(ctx.app.routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, { method: r.method, path: r.path }])).values(),
  { method: 'GET', path: '/assets/*' },
];

/** What stands for `*` in a path: a few segments, some of them trying to climb out of the folder. */
const rest = fc
  .array(fc.oneof(fuzzUrlValue(known), fc.constantFrom('..', '%2e%2e', '%2F', '%5c', 'assets', 'index.html', 'sw.js', 'app-abc123.js', '.env')), {
    maxLength: 4,
  })
  .map((parts) => parts.join('/'));

/** A cookie that a fuzzed /logout ended is replaced, so each role keeps being fuzzed signed in. */
const cookies: Record<Role, string | null> = { visitor: null, student: users.student.cookie, tutor: users.tutor.cookie, admin: users.admin.cookie };
async function signInAgain(role: Exclude<Role, 'visitor'>, user: TestUser) {
  const res = await call(ctx, 'POST', '/api/jwt', { body: { email: user.email }, headers: { authorization: `Bearer ${user.idToken}` } });
  cookies[role] = cookieFrom(res.headers) ?? cookies[role];
}

const ROLES: Role[] = ['visitor', 'student', 'tutor', 'admin'];

// Routes with a template take the most input, so they are picked three times as often.
const route = fc.oneof(
  { weight: 1, arbitrary: fc.constantFrom(...routes) },
  { weight: 2, arbitrary: fc.constantFrom(...routes.filter((r) => templates[`${r.method} ${r.path}`])) },
);

const request = route.chain((route) => {
  const template = templates[`${route.method} ${route.path}`];
  const names = [...route.path.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]!);
  return fc.record({
    role: template
      ? fc.oneof({ weight: 3, arbitrary: fc.constant(template.role) }, { weight: 1, arbitrary: fc.constantFrom(...ROLES) })
      : fc.constantFrom(...ROLES),
    route: fc.constant(route),
    method: fc.oneof(
      { weight: 19, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD', 'OPTIONS') },
    ),
    params: fc.tuple(...names.map((name) => fuzzParam(known, name))),
    rest,
    html: fc.boolean(),
    query: fuzzQuery(known, template?.query),
    body: fuzzBody(known, template?.bodies ?? []),
    origin: fc.oneof(
      { weight: 12, arbitrary: fc.constant(TEST_ORIGIN) },
      { weight: 1, arbitrary: fc.constantFrom(null, 'http://evil.test', 'null', 'https://localhost') },
    ),
    bearer: fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom('own', 'none') },
      { weight: 1, arbitrary: fc.constantFrom('Bearer x', 'Bearer ', 'Basic abc', `Bearer ${'a'.repeat(5000)}`) },
    ),
  });
});
type FuzzRequest = typeof request extends fc.Arbitrary<infer R> ? R : never;

function bodyOf(body: FuzzBody): { body?: string; contentType?: string } {
  if (body.kind === 'none') return {};
  if (body.kind === 'json') return { body: JSON.stringify(body.value) ?? 'null', contentType: 'application/json' };
  return { body: body.text, ...(body.contentType ? { contentType: body.contentType } : {}) };
}

const statuses = new Map<number, number>();

async function send(r: FuzzRequest) {
  let i = 0;
  const url = `${r.route.path.replace(/:[A-Za-z]+/g, () => r.params[i++]!).replace('*', r.rest)}${r.query}`;
  const method = r.method ?? r.route.method;
  const headers: Record<string, string> = { accept: r.html ? 'text/html,*/*' : 'application/json' };
  if (r.origin) headers.origin = r.origin;
  const cookie = cookies[r.role];
  if (cookie) headers.cookie = cookie;
  const user = r.role === 'visitor' ? null : users[r.role];
  if (r.bearer === 'own' && user) headers.authorization = `Bearer ${user.idToken}`;
  else if (r.bearer !== 'own' && r.bearer !== 'none') headers.authorization = r.bearer;
  const { body, contentType } = method === 'GET' || method === 'HEAD' ? {} : bodyOf(r.body);
  if (contentType) headers['content-type'] = contentType;

  const res = await ctx.app.request(url, { method, headers, body });
  const text = await res.text();
  statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
  if (user && r.role !== 'visitor' && /^\/api\/logout/.test(url)) await signInAgain(r.role, user);
  return { status: res.status, method, url: url.slice(0, 300), text: text.slice(0, 300) };
}

describe(`fuzz: ${RUNS} random requests to every route, as every role`, () => {
  it('finds every route of the app', () => {
    expect(routes.length).toBeGreaterThanOrEqual(48);
    // The templates name routes too: one that no longer exists would quietly stop being fuzzed well.
    const keys = routes.map((x) => `${x.method} ${x.path}`);
    for (const key of [...Object.keys(templates), 'POST /api/images', 'GET /*']) expect(keys).toContain(key);
  });

  it('never answers 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const res = await send(r);
        expect(res, `${r.role} ${res.method} ${res.url}`).toMatchObject({ status: expect.toSatisfy((s: number) => s < 500) });
      }),
      { numRuns: RUNS, seed: SEED },
    );
    console.log(
      `[fuzz] ${RUNS} requests over ${routes.length} routes, seed ${SEED}, engine ${process.env.TEST_DB ?? 'pglite'}:`,
      Object.fromEntries([...statuses].sort(([a], [b]) => a - b)),
    );
  }, 600_000);
});
