/** The caller's feed token: made on first use, shown again on later visits, replaced on rotation. */
import type { Db } from '../../db/client';
import { findFeedOfUser, insertFeed, saveFeed } from './calendar.queries';
import { feedToken, hashFeedToken } from './feed-token';

/** The user's current token, creating the feed on the first call. */
export async function currentFeedToken(db: Db, secret: Uint8Array, userId: string): Promise<string> {
  let row = await findFeedOfUser(db, userId);
  if (!row) {
    const version = new Date();
    await insertFeed(db, { userId, createdAt: version, tokenHash: hashFeedToken(feedToken(secret, userId, version)) });
    row = (await findFeedOfUser(db, userId))!;
  }
  const token = feedToken(secret, userId, row.createdAt);
  // The login secret changed since this row was written: the old URL is already refused, so
  // record the hash of the one we hand out now.
  const tokenHash = hashFeedToken(token);
  if (tokenHash !== row.tokenHash) await saveFeed(db, { ...row, tokenHash });
  return token;
}

/** A new token; the old one answers 404 from now on. */
export async function newFeedToken(db: Db, secret: Uint8Array, userId: string): Promise<string> {
  const old = await findFeedOfUser(db, userId);
  // The version must move even when two rotations fall in the same millisecond.
  const version = new Date(Math.max(Date.now(), (old?.createdAt.getTime() ?? 0) + 1));
  const token = feedToken(secret, userId, version);
  await saveFeed(db, { userId, createdAt: version, tokenHash: hashFeedToken(token) });
  return token;
}
