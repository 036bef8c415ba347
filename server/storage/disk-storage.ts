/** ImageStorage on a local folder (`DATA_DIR/uploads`). Writes go to a temp file, then rename. */
import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ImageStorage, STORED_NAME } from './storage';

export function diskStorage(dir: string): ImageStorage {
  const ready = mkdir(dir, { recursive: true });

  return {
    async put(bytes, ext) {
      await ready;
      const name = `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
      const file = path.join(dir, name);
      if (await exists(file)) return name;
      // A rename is atomic, so a reader never sees half a file, and two equal uploads at once are fine.
      const temp = path.join(dir, `.${name}.${randomBytes(6).toString('hex')}.tmp`);
      try {
        await writeFile(temp, bytes, { flag: 'wx' });
        await rename(temp, file);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return name;
    },

    async get(name) {
      if (!STORED_NAME.test(name)) return null;
      const file = path.join(dir, name);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { size: info.size, stream: () => createReadStream(file) };
      } catch {
        return null;
      }
    },
  };
}

async function exists(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
