/** Business constants from docs/product.md#constants and limits the product's rules leave to us. Imported by src, server and sw. */

export const ROLES = ['Student', 'Tutor', 'Admin'] as const;
export type Role = (typeof ROLES)[number];

export const USER_STATUSES = ['Requested', 'Verified'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export const SESSION_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type SessionStatus = (typeof SESSION_STATUSES)[number];

export const PREVIEW_LENGTH = { home: 100, dashboard: 50, link: 25 } as const;

export const PASSWORD_MIN_LENGTH = 6;

export const RATING = { min: 1, max: 5, default: 5 } as const;

/** Default times of the session forms (docs/product.md#constants), as HH:mm. */
export const DEFAULT_TIMES = { start: '09:00', end: '10:00' } as const;

/** Toast settings (docs/product.md#constants). */
export const TOAST = { durationMs: 4000, visible: 3, widthPx: 356, gapPx: 14 } as const;

export const FOOTER_YEAR = 2024;

/** Length limits that keep bad input out of the database (docs/product.md#constants sets none). */
export const LIMITS = {
  name: 100,
  email: 254,
  url: 2048,
  title: 200,
  description: 5000,
  noteTitle: 200,
  noteDescription: 20_000,
  review: 2000,
  search: 100,
  /** Largest price an admin may set, in dollars. */
  maxPrice: 100_000,
} as const;

/** Image uploads (docs/architecture.md#images, #uploads). */
export const IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  /** 40 megapixels: larger than any phone photo, far below a decompression bomb. */
  maxPixels: 40_000_000,
} as const;

/** Bump when a cached API shape changes, so devices drop persisted data of the old shape. */
export const CACHE_VERSION = 1;
