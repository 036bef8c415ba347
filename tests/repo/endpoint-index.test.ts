/** The README's endpoint index is the one the sources make (scripts/lib/endpoint-index.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { endpoints, endpointTable } from '../../scripts/lib/endpoint-index';

describe('the README endpoint index', () => {
  const list = endpoints();

  it('lists every route the server files declare, each answered by one file', () => {
    expect(list.length).toBeGreaterThanOrEqual(60);
    expect(new Set(list.map((e) => `${e.method} ${e.path}`)).size).toBe(list.length);
  });

  it('finds the client side of the screens’ calls', () => {
    const called = list.filter((e) => e.clients.length > 0);
    expect(called.length).toBeGreaterThan(list.length * 0.8);
    expect(list.find((e) => e.method === 'GET' && e.path === '/api/sessions/:id')?.clients).toContain('src/features/sessions/api/get-session.ts');
  });

  it('is in the README as the sources make it (run `npm run endpoints` after adding a route)', () => {
    const readme = readFileSync('README.md', 'utf8');
    const block = readme.slice(readme.indexOf('<!-- endpoints:start -->') + '<!-- endpoints:start -->'.length, readme.indexOf('<!-- endpoints:end -->')).trim();
    expect(block).toBe(endpointTable(list));
  });
});
