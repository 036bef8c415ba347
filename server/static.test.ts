/**
 * The built PWA as the server sends it: the build-time `.br`/`.gz` copies chosen by Accept-Encoding,
 * with Vary and the caching rules, the shell for navigations, and no source maps.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { setupApi } from '../tests/setup/api-context';
import { precompress } from '../scripts/lib/precompress.mjs';

const dist = mkdtempSync(path.join(os.tmpdir(), 'static-dist-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const script = `export const words = ${JSON.stringify('compressible '.repeat(400))};\n`;
const shell = `<!doctype html><html lang="en"><head><title>StudyHub</title></head><body>${'<div></div>'.repeat(100)}</body></html>`;
mkdirSync(path.join(dist, 'assets'));
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), script);
writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), JSON.stringify({ version: 3, sources: ['secret.ts'], mappings: 'A'.repeat(600) }));
writeFileSync(path.join(dist, 'index.html'), shell);
writeFileSync(path.join(dist, 'sw.js'), `self.precache = ${JSON.stringify('x'.repeat(2000))};`);
writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\n');
precompress(dist);

const ctx = await setupApi({ staticDir: dist });
const get = (url: string, headers: Record<string, string> = {}) => ctx.app.request(url, { headers });
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('static files', () => {
  it('sends brotli to a client that accepts it, with Vary and immutable caching', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = await bytes(res);
    expect(body.length).toBeLessThan(script.length / 5);
    expect(brotliDecompressSync(body).toString()).toBe(script);
  });

  it('sends gzip when that is all the client accepts', async () => {
    const res = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect(gunzipSync(await bytes(res)).toString()).toBe(script);
  });

  it('sends the file itself to a client that accepts no encoding, still with Vary', async () => {
    const res = await get('/assets/index-abc123.js');
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    expect((await bytes(res)).toString()).toBe(script);
  });

  it('compresses the shell for an HTML navigation to any route, revalidated on every load', async () => {
    for (const url of ['/', '/dashboard/personal-notes']) {
      const res = await get(url, { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('content-type')).toMatch(/text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(brotliDecompressSync(await bytes(res)).toString()).toBe(shell);
    }
  });

  it('compresses the service worker and keeps it revalidated', async () => {
    const res = await get('/sw.js', { 'accept-encoding': 'gzip' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends a file too small to compress as it is', async () => {
    const res = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe('User-agent: *\n');
  });

  it('sends a file replaced after the build as it is, not its stale compressed copy', async () => {
    const file = path.join(dist, 'sw.js');
    const next = `self.version = 2; ${'y'.repeat(2000)}`;
    writeFileSync(file, next);
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    const res = await get('/sw.js', { 'accept-encoding': 'br, gzip' });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.text()).toBe(next);
  });

  it('never serves a source map, whatever the client accepts', async () => {
    for (const encoding of ['', 'br, gzip']) {
      const res = await get('/assets/index-abc123.js.map', { 'accept-encoding': encoding });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('secret.ts');
    }
  });
});
