import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { IMAGE_LIMITS } from '../../../domain/constants';
import { imageUrlSchema } from '../../../domain/schemas/common';
import * as v from 'valibot';
import { images } from '../../db/schema';
import { setupApi, TEST_ORIGIN } from '../../../tests/setup/api-context';
import { createUser, type TestUser } from '../../../tests/factories/users';
import { GIF_1X1, makeAvif, makeJpeg, makePng, makeWebp } from '../../../tests/factories/images';

const ctx = await setupApi();
const tutor = await createUser(ctx, { role: 'Tutor' });
const admin = await createUser(ctx, { role: 'Admin' });
const student = await createUser(ctx);

/** A multipart upload as the browser sends it (FormData sets the boundary). */
async function upload(user: TestUser | null, bytes: Uint8Array, options: { field?: string; type?: string; filename?: string } = {}) {
  const form = new FormData();
  form.append(options.field ?? 'image', new Blob([bytes as Uint8Array<ArrayBuffer>], { type: options.type ?? 'image/png' }), options.filename ?? 'cover.png');
  const headers: Record<string, string> = { origin: TEST_ORIGIN };
  if (user) headers.cookie = user.cookie;
  const res = await ctx.app.request('/api/images', { method: 'POST', body: form, headers });
  return { status: res.status, json: (await res.json()) as any };
}

/** The names of the stored images (the images table). */
const stored = async () => (await ctx.db.select({ name: images.name }).from(images)).map((r) => r.name);
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('POST /api/images', () => {
  it('stores a tutor’s PNG by its SHA-256 and answers data.display_url', async () => {
    const png = makePng(16, 9);
    const res = await upload(tutor, png);
    expect(res.status).toBe(200);
    expect(res.json.data.display_url).toBe(`/api/images/${sha(png)}.png`);
    expect(v.is(imageUrlSchema, res.json.data.display_url)).toBe(true);
    expect(await stored()).toContain(`${sha(png)}.png`);
  });

  it('keeps one file for the same bytes uploaded twice', async () => {
    const png = makePng(3, 3, [1, 2, 3]);
    const first = await upload(tutor, png);
    const second = await upload(admin, png);
    expect(second.json.data.display_url).toBe(first.json.data.display_url);
    expect((await stored()).filter((f) => f.startsWith(sha(png)))).toHaveLength(1);
  });

  it.each([
    ['JPEG', makeJpeg(), 'jpg'],
    ['GIF', GIF_1X1, 'gif'],
    ['WebP', makeWebp(), 'webp'],
    ['AVIF', makeAvif(), 'avif'],
  ])('accepts %s, named by its real type whatever the file name says', async (_name, bytes, ext) => {
    const res = await upload(admin, bytes, { filename: 'photo.txt', type: 'text/plain' });
    expect(res.status).toBe(200);
    expect(res.json.data.display_url).toBe(`/api/images/${sha(bytes)}.${ext}`);
  });

  it('refuses students (403) and visitors (401)', async () => {
    expect((await upload(student, makePng(2, 2))).status).toBe(403);
    expect((await upload(null, makePng(2, 2))).status).toBe(401);
  });

  describe('refusals store nothing', () => {
    it('answers 415 for a text file that claims to be a PNG', async () => {
      const before = (await stored()).length;
      const res = await upload(tutor, new TextEncoder().encode('<script>alert(1)</script> definitely a png'));
      expect(res.status).toBe(415);
      expect(res.json.error.message).toMatch(/PNG, JPEG, WebP, GIF or AVIF/);
      expect(await stored()).toHaveLength(before);
    });

    it('answers 415 for an SVG (it can carry script)', async () => {
      const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      expect((await upload(tutor, svg, { type: 'image/svg+xml', filename: 'a.svg' })).status).toBe(415);
    });

    it('answers 415 for a PNG signature with a broken header', async () => {
      const broken = makePng(4, 4).subarray(0, 20);
      expect((await upload(tutor, broken)).status).toBe(415);
    });

    it('answers 413 for a file over 5 MB', async () => {
      const before = (await stored()).length;
      const big = new Uint8Array(IMAGE_LIMITS.maxBytes + 1);
      big.set(makePng(4, 4));
      const res = await upload(tutor, big);
      expect(res.status).toBe(413);
      expect(res.json.error.message).toBe('The image is larger than 5 MB.');
      expect(await stored()).toHaveLength(before);
    });

    it('answers 413 for a body far over the limit without buffering it all', async () => {
      const res = await upload(tutor, new Uint8Array(12 * 1024 * 1024));
      expect(res.status).toBe(413);
    });

    it('answers 413 for a streamed body with no Content-Length once it passes the limit', async () => {
      let sent = 0;
      const chunk = new Uint8Array(256 * 1024);
      const body = new ReadableStream<Uint8Array>({
        pull(controller) {
          sent += chunk.length;
          if (sent > 64 * 1024 * 1024) controller.close();
          else controller.enqueue(chunk);
        },
      });
      const res = await ctx.app.request('/api/images', {
        method: 'POST',
        body,
        headers: { origin: TEST_ORIGIN, cookie: tutor.cookie, 'content-type': 'multipart/form-data; boundary=x' },
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(413);
      expect(sent).toBeLessThan(8 * 1024 * 1024);
    });

    it('answers 413 for a decompression bomb: a small file that declares 100 megapixels', async () => {
      const before = (await stored()).length;
      const bomb = makePng(1, 1, [0, 0, 0], { width: 10_000, height: 10_000 });
      expect(bomb.length).toBeLessThan(200);
      const res = await upload(tutor, bomb);
      expect(res.status).toBe(413);
      expect(res.json.error.message).toMatch(/too many pixels/);
      expect(await stored()).toHaveLength(before);
    });

    it('answers 400 without an "image" field, and 415 for a JSON body', async () => {
      expect((await upload(tutor, makePng(2, 2), { field: 'file' })).status).toBe(400);
      const json = await tutor.call('POST', '/api/images', { body: { image: 'x' } });
      expect(json.status).toBe(415);
    });
  });
});

describe('GET /api/images/{name}', () => {
  it('serves the bytes with their type, immutable caching and nosniff, to anyone', async () => {
    const png = makePng(5, 5, [9, 9, 9]);
    const { json } = await upload(tutor, png);
    const res = await ctx.app.request(json.data.display_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(png));

    const again = await ctx.app.request(json.data.display_url, { headers: { 'if-none-match': res.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it.each(['nope.png', `${'a'.repeat(64)}.png`, `${'A'.repeat(64)}.png`, `${'a'.repeat(64)}.svg`, '..%2F..%2Fpackage.json', '.hidden'])(
    'answers 404 for %s',
    async (name) => {
      const res = await ctx.app.request(`/api/images/${name}`);
      expect(res.status).toBe(404);
    },
  );
});
