/**
 * Before images moved into the database (docs/decisions/010) they were files in `DATA_DIR/uploads`.
 * On the first start after that change, each file whose name and bytes agree is copied into the
 * database; then the folder is renamed `uploads.imported`, kept as a backup, so later starts skip it.
 * Safe to run by several processes at once: inserts are idempotent and a lost rename race is fine.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { ImageStorage, ImageExtension } from './storage';
import { STORED_NAME } from './storage';

export interface ImportResult {
  imported: number;
  /** Files left out: a name that is not `<sha256>.<ext>`, or bytes that do not hash to it. */
  skipped: string[];
}

export async function importDiskUploads(dir: string, storage: ImageStorage): Promise<ImportResult | null> {
  if (!existsSync(dir)) return null;
  const result: ImportResult = { imported: 0, skipped: [] };
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const bytes = new Uint8Array(await readFile(path.join(dir, entry.name)));
    const hash = createHash('sha256').update(bytes).digest('hex');
    if (!STORED_NAME.test(entry.name) || !entry.name.startsWith(`${hash}.`)) {
      result.skipped.push(entry.name);
      continue;
    }
    await storage.put(bytes, entry.name.slice(65) as ImageExtension);
    result.imported += 1;
  }
  const backup = existsSync(`${dir}.imported`) ? `${dir}.imported-${Date.now()}` : `${dir}.imported`;
  await rename(dir, backup).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error; // ENOENT: another process renamed it first
  });
  return result;
}
