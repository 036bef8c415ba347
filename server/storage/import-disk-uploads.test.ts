import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { setupApi } from '../../tests/setup/api-context';
import { makeJpeg, makePng } from '../../tests/factories/images';
import { importDiskUploads } from './import-disk-uploads';

const ctx = await setupApi();
const root = mkdtempSync(path.join(os.tmpdir(), 'uploads-import-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

describe('importing DATA_DIR/uploads from before images moved into the database', () => {
  it('copies every stored file into the database, serves it at the same URL and keeps the folder as a backup', async () => {
    const dir = path.join(root, 'uploads');
    mkdirSync(dir);
    const png = makePng(7, 3, [4, 5, 6]);
    const jpg = makeJpeg();
    writeFileSync(path.join(dir, `${sha(png)}.png`), png);
    writeFileSync(path.join(dir, `${sha(jpg)}.jpg`), jpg);
    // Never served before either: a leftover temp file, a stranger, and a file whose bytes do not match its name.
    writeFileSync(path.join(dir, `.${sha(png)}.png.abc.tmp`), png);
    writeFileSync(path.join(dir, 'notes.txt'), 'hello');
    writeFileSync(path.join(dir, `${'0'.repeat(64)}.png`), png);

    const result = await importDiskUploads(dir, ctx.storage);
    expect(result).toEqual({ imported: 2, skipped: expect.arrayContaining(['notes.txt', `${'0'.repeat(64)}.png`]) });
    expect(result!.skipped).toHaveLength(2);

    for (const [bytes, name, type] of [
      [png, `${sha(png)}.png`, 'image/png'],
      [jpg, `${sha(jpg)}.jpg`, 'image/jpeg'],
    ] as const) {
      const res = await ctx.app.request(`/api/images/${name}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(bytes));
    }
    expect((await ctx.app.request(`/api/images/${'0'.repeat(64)}.png`)).status).toBe(404);

    expect(existsSync(dir)).toBe(false);
    expect(readdirSync(`${dir}.imported`)).toContain(`${sha(png)}.png`);
  });

  it('does nothing on a later start (no folder) and answers null', async () => {
    expect(await importDiskUploads(path.join(root, 'uploads'), ctx.storage)).toBeNull();
  });

  it('is idempotent: files already in the database are imported again without a second copy', async () => {
    const dir = path.join(root, 'again');
    mkdirSync(dir);
    const png = makePng(2, 9);
    writeFileSync(path.join(dir, `${sha(png)}.png`), png);
    await ctx.storage.put(png, 'png');
    expect(await importDiskUploads(dir, ctx.storage)).toEqual({ imported: 1, skipped: [] });
    expect(new Uint8Array((await ctx.storage.get(`${sha(png)}.png`))!.bytes)).toEqual(new Uint8Array(png));
  });
});
