/**
 * Private calendar-feed tokens (docs/decisions/007). A token is HMAC-SHA256(login secret, user id +
 * the row's version), so the server can show the same URL again without keeping it: the table holds
 * only the token's SHA-256, which finds the row but cannot be turned back into a working URL. Rotating
 * moves the version; changing the login secret changes every token, so it revokes every feed too.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** 32 bytes of HMAC output: 256 bits, 43 base64url characters. */
export const FEED_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function feedToken(secret: Uint8Array, userId: string, version: Date): string {
  return createHmac('sha256', secret).update(`calendar-feed:v1\0${userId}\0${version.toISOString()}`).digest('base64url');
}

export const hashFeedToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Whether `token` is still the one this row's version and the current secret make. */
export function feedTokenMatches(secret: Uint8Array, token: string, userId: string, version: Date): boolean {
  const expected = Buffer.from(feedToken(secret, userId, version));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
