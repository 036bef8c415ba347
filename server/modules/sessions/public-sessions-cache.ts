/**
 * The public session list (GET /sessions), served from memory. It is the hottest read of the product
 * and the same for every visitor, and with thousands of sessions building it costs far more than
 * sending it. So it is built once: serialized to JSON, compressed with gzip and brotli, hashed into an
 * ETag, and reused until something it shows changes.
 *
 * Invariants:
 * - A request that starts after a write has returned never sees the list from before that write:
 *   every write function that can change the list (the session, order, review and user queries, not
 *   the routes) calls `publicSessionsChanged(db)` after it commits, and a build that began before that
 *   call is never served afterwards.
 * - Other API processes hear of the write at once: `publicSessionsChanged` also sends a PostgreSQL
 *   NOTIFY, and every process follows the channel (`followPublicSessionChanges`, docs/decisions/010).
 * - Writes nobody signals (a direct database change, a notification lost while the listener was
 *   reconnecting) show within MAX_AGE_MS: an entry that old is rebuilt in the background while the
 *   old one is still served. A reconnect of the listener also counts as a change.
 * - One build at a time per database, however many requests wait for it.
 * State is per database object (a WeakMap), so tests on fresh databases never share an entry.
 */
import { createHash, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { listAcceptedSessions } from './sessions.queries';

const MAX_AGE_MS = 5_000;
/** The NOTIFY channel; the payload is the sender's `tag`, so a process skips its own notices. */
export const PUBLIC_SESSIONS_CHANNEL = 'public_sessions_changed';
const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export interface PublicListEntry {
  identity: Uint8Array;
  gzip: Uint8Array;
  br: Uint8Array;
  /** A strong validator of the JSON; each encoding appends its own suffix. */
  etag: string;
  builtAt: number;
}

interface CacheState {
  /** Names this database object in notices, so it ignores the ones it sent itself. */
  tag: string;
  version: number;
  entry: (PublicListEntry & { version: number }) | null;
  building: { version: number; promise: Promise<PublicListEntry> } | null;
}

const states = new WeakMap<Db, CacheState>();

function stateOf(db: Db): CacheState {
  let state = states.get(db);
  if (!state) {
    state = { tag: randomUUID(), version: 0, entry: null, building: null };
    states.set(db, state);
  }
  return state;
}

/**
 * Call after any committed write that changes what the public list shows: a session's fields,
 * status or price, a session created or deleted, a review (the rating), a tutor's name or photo, a
 * seat taken or freed. This process's list is out of date at once; the others are told by NOTIFY.
 * A failed NOTIFY does not fail the write: the others catch up within MAX_AGE_MS.
 */
export async function publicSessionsChanged(db: Db): Promise<void> {
  const state = stateOf(db);
  state.version += 1;
  try {
    await db.execute(sql`select pg_notify(${PUBLIC_SESSIONS_CHANNEL}, ${state.tag})`);
  } catch (error) {
    console.error('[sessions] could not tell the other processes of a change:', (error as Error).message);
  }
}

/**
 * Follows the changes other processes (other database objects) announce; call once per process at
 * start. Answers a function that stops following.
 */
export function followPublicSessionChanges(database: Pick<Database, 'db' | 'listen'>): Promise<() => Promise<void>> {
  const state = stateOf(database.db);
  return database.listen(PUBLIC_SESSIONS_CHANNEL, {
    onNotify: (payload) => {
      if (payload !== state.tag) state.version += 1;
    },
    // Notices sent while the listener was away are lost: treat the gap as a change.
    onReconnect: () => {
      state.version += 1;
    },
  });
}

async function build(db: Db): Promise<PublicListEntry> {
  const identity = Buffer.from(JSON.stringify(await listAcceptedSessions(db)));
  const [gz, br] = await Promise.all([
    gzipAsync(identity, { level: 6 }),
    // Quality 5: most of brotli's gain at a fraction of the time of 11, for a body rebuilt often.
    brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  ]);
  const etag = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
  return { identity, gzip: gz, br, etag, builtAt: Date.now() };
}

function startBuild(db: Db, state: CacheState): Promise<PublicListEntry> {
  const version = state.version;
  const promise = build(db).then(
    (entry) => {
      // Keep it only if no write happened meanwhile (otherwise it may predate that write).
      if (state.version === version) state.entry = { ...entry, version };
      if (state.building?.promise === promise) state.building = null;
      return entry;
    },
    (error: unknown) => {
      if (state.building?.promise === promise) state.building = null;
      throw error;
    },
  );
  state.building = { version, promise };
  return promise;
}

/** The current list, built if needed. */
export async function getPublicSessions(db: Db): Promise<PublicListEntry> {
  const state = stateOf(db);
  const { entry, building } = state;
  if (entry && entry.version === state.version) {
    if (Date.now() - entry.builtAt > MAX_AGE_MS && !building) {
      // Stale by age only: refresh in the background and answer at once.
      startBuild(db, state).catch((error: unknown) => console.error('[sessions] public list refresh failed:', error));
    }
    return entry;
  }
  if (building && building.version === state.version) return building.promise;
  return startBuild(db, state);
}
