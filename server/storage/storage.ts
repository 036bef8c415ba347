/**
 * Where uploaded images live (ARCHITECTURE §1). Files are named by the SHA-256 of their bytes, so a
 * name never changes meaning: the same upload twice is one file, and a URL can be cached forever.
 * Disk today (`disk-storage.ts`); an S3-compatible bucket later behind the same two calls.
 */
import type { Readable } from 'node:stream';

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'webp', 'gif', 'avif'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** `<64 hex>.<ext>`: the only names put() makes and get() answers. */
export const STORED_NAME = /^[a-f0-9]{64}\.(png|jpg|webp|gif|avif)$/;

export interface StoredFile {
  size: number;
  stream: () => Readable;
}

export interface ImageStorage {
  /** Stores the bytes (idempotent) and answers the stored name, `<sha256>.<ext>`. */
  put(bytes: Uint8Array, ext: ImageExtension): Promise<string>;
  /** The stored file, or null for a name that is malformed or unknown. */
  get(name: string): Promise<StoredFile | null>;
}
