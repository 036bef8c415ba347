import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MORE_RESULTS_HEADER, USER_SEARCH_LIMIT } from '../../../domain/schemas/user';
import { users } from '../../db/schema';
import { call, setupApi } from '../../../tests/setup/api-context';
import { createUser } from '../../../tests/factories/users';

const ctx = await setupApi();
const admin = await createUser(ctx, { role: 'Admin', name: 'Searching Admin' });

/** Users straight into the database, tagged so a search can be confined to one test's rows. */
async function seed(names: string[]) {
  const tag = `t${randomUUID().slice(0, 8)}`;
  await ctx.db.insert(users).values(names.map((name, i) => ({ name, email: `${tag}-${i}@example.test` })));
  return tag;
}

const search = (n: string, e = '') =>
  admin.call('GET', `/api/allusers/${admin.email}?searchQueryN=${encodeURIComponent(n)}&searchQueryE=${encodeURIComponent(e)}`);
const names = (res: { json: { name: string }[] }) => res.json.map((u) => u.name).sort();

describe('GET /api/allusers/{adminEmail}', () => {
  it('lists users with the original API’s fields', async () => {
    const student = await createUser(ctx, { name: 'Listed Student' });
    const res = await admin.call('GET', `/api/allusers/${admin.email}`);
    expect(res.status).toBe(200);
    expect(res.json.find((u: { email: string }) => u.email === student.email)).toEqual({
      _id: expect.any(String),
      name: 'Listed Student',
      email: student.email,
      image: '',
      role: 'Student',
      status: null,
    });
  });

  it('matches part of a name or an e-mail, whatever the case', async () => {
    const tag = await seed(['Alice Wonderland', 'Bob Builder', 'alicia keys']);
    expect(names(await search('WONDER', tag))).toEqual(['Alice Wonderland']);
    expect(names(await search('ali', tag))).toEqual(['Alice Wonderland', 'alicia keys']);
    expect(names(await search('', `${tag.toUpperCase()}-1@EXAMPLE`))).toEqual(['Bob Builder']);
    // Both boxes filled: both must match.
    expect(names(await search('alic', `${tag}-2`))).toEqual(['alicia keys']);
  });

  it('narrows to one status with ?status, alone or with the search boxes', async () => {
    const tag = `t${randomUUID().slice(0, 8)}`;
    await ctx.db.insert(users).values([
      { name: 'Applying Ann', email: `${tag}-0@example.test`, status: 'Requested' },
      { name: 'Applying Ben', email: `${tag}-1@example.test`, status: 'Requested' },
      { name: 'Verified Vic', email: `${tag}-2@example.test`, status: 'Verified' },
      { name: 'Plain Pat', email: `${tag}-3@example.test` },
    ]);
    const byStatus = (status: string, n = '') =>
      admin.call('GET', `/api/allusers/${admin.email}?searchQueryE=${tag}&searchQueryN=${encodeURIComponent(n)}&status=${status}`);
    expect(names(await byStatus('Requested'))).toEqual(['Applying Ann', 'Applying Ben']);
    expect(names(await byStatus('Requested', 'ben'))).toEqual(['Applying Ben']);
    expect(names(await byStatus('Verified'))).toEqual(['Verified Vic']);
    const bad = await byStatus('Pending');
    expect(bad.status).toBe(400);
    expect(bad.json.error.message).toContain('Status must be Requested or Verified.');
  });

  it('treats %, _ and \\ as themselves, never as wildcards', async () => {
    const tag = await seed(['Score 100% sure', 'Score 1000 sure', 'snake_case', 'snakeXcase', 'back\\slash', 'backslash', 'back\\\\double']);
    expect(names(await search('100%', tag))).toEqual(['Score 100% sure']);
    expect(names(await search('%', tag))).toEqual(['Score 100% sure']);
    expect(names(await search('e_c', tag))).toEqual(['snake_case']);
    expect(names(await search('_', tag))).toEqual(['snake_case']);
    expect(names(await search('k\\s', tag))).toEqual(['back\\slash']);
    expect(names(await search('\\', tag))).toEqual(['back\\\\double', 'back\\slash']);
    expect(names(await search('\\\\', tag))).toEqual(['back\\\\double']);
  });

  it('treats a regex-like string as plain text', async () => {
    const tag = await seed(['Dot.*Star', 'DotAnythingStar', 'a+b (c)', 'aab c', '[abc]', 'abc']);
    expect(names(await search('.*', tag))).toEqual(['Dot.*Star']);
    expect(names(await search('t.*S', tag))).toEqual(['Dot.*Star']);
    expect(names(await search('a+b (c)', tag))).toEqual(['a+b (c)']);
    expect(names(await search('[abc]', tag))).toEqual(['[abc]']);
    expect((await search('^Dot', tag)).json).toEqual([]);
  });

  it('orders by name, then e-mail', async () => {
    const tag = await seed(['Cid Zed', 'Ann Young', 'Bea Xu', 'Ann Young']);
    const res = await search('', tag);
    expect(res.json.map((u: { name: string; email: string }) => `${u.name} ${u.email.split('@')[0]}`)).toEqual([
      `Ann Young ${tag}-1`,
      `Ann Young ${tag}-3`,
      `Bea Xu ${tag}-2`,
      `Cid Zed ${tag}-0`,
    ]);
  });

  it('answers an empty list when nothing matches', async () => {
    const res = await search(`nobody-${randomUUID()}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual([]);
  });

  it(`sends at most ${USER_SEARCH_LIMIT} users and says when more matched`, async () => {
    const tag = await seed(Array.from({ length: USER_SEARCH_LIMIT + 1 }, (_, i) => `Many ${i}`));
    const res = await search('', tag);
    expect(res.json).toHaveLength(USER_SEARCH_LIMIT);
    expect(res.headers.get(MORE_RESULTS_HEADER)).toBe('true');
    const exact = await search('Many 1', tag);
    expect(exact.headers.get(MORE_RESULTS_HEADER)).toBeNull();
  });

  it('answers 400 for a search text over 100 characters', async () => {
    const res = await search('x'.repeat(101));
    expect(res.status).toBe(400);
    expect(res.json.error.message).toContain('at most 100 characters');
  });

  it('refuses students and tutors with 403', async () => {
    for (const role of ['Student', 'Tutor'] as const) {
      const user = await createUser(ctx, { role });
      expect((await user.call('GET', `/api/allusers/${user.email}`)).status).toBe(403);
    }
  });

  it("refuses /allusers/{someone else}, even another admin's e-mail, with 403", async () => {
    const other = await createUser(ctx, { role: 'Admin' });
    expect((await admin.call('GET', `/api/allusers/${other.email}`)).status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    expect((await call(ctx, 'GET', `/api/allusers/${admin.email}`)).status).toBe(401);
  });
});
