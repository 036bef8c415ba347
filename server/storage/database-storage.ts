/**
 * ImageStorage in the `images` table, the same on PGlite and PostgreSQL. A row is written once and
 * never changed (its name is its content's hash), so two equal uploads at once are one row.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { images } from '../db/schema';
import { type ImageStorage, STORED_NAME, storedName } from './storage';

export function databaseStorage(db: Db): ImageStorage {
  return {
    async put(bytes, ext) {
      const name = storedName(createHash('sha256').update(bytes).digest('hex'), ext);
      await db.insert(images).values({ name, bytes, size: bytes.byteLength }).onConflictDoNothing();
      return name;
    },

    async get(name) {
      if (!STORED_NAME.test(name)) return null;
      const [row] = await db.select({ size: images.size, bytes: images.bytes }).from(images).where(eq(images.name, name));
      return row ?? null;
    },

    async has(name) {
      if (!STORED_NAME.test(name)) return false;
      const [row] = await db.select({ size: images.size }).from(images).where(eq(images.name, name));
      return !!row;
    },
  };
}
