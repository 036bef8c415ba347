/**
 * Where uploaded images live (docs/architecture.md#images). Files are named by the SHA-256 of their bytes, so a
 * name never changes meaning: the same upload twice is one file, and a URL can be cached forever.
 * In the database (`database-storage.ts`), so every API process serves every upload
 * (docs/decisions/010); an S3-compatible bucket could take over behind the same calls.
 */
export const IMAGE_EXTENSIONS = ['png', 'jpg', 'webp', 'gif', 'avif'] as const;
export type ImageExtension = (typeof IMAGE_EXTENSIONS)[number];

/** `<64 hex>.<ext>`: the only names put() makes and get() answers. */
export const STORED_NAME = /^[a-f0-9]{64}\.(png|jpg|webp|gif|avif)$/;

export interface StoredFile {
  size: number;
  bytes: Uint8Array;
}

export interface ImageStorage {
  /** Stores the bytes (idempotent) and answers the stored name, `<sha256>.<ext>`. */
  put(bytes: Uint8Array, ext: ImageExtension): Promise<string>;
  /** The stored file, or null for a name that is malformed or unknown. */
  get(name: string): Promise<StoredFile | null>;
  /** Whether the name is stored, without reading the bytes (a conditional request needs no more). */
  has(name: string): Promise<boolean>;
}

export const storedName = (sha256Hex: string, ext: ImageExtension) => `${sha256Hex}.${ext}`;
