/**
 * One Drizzle database over either engine: embedded PGlite (files under a folder, or in memory) or a
 * PostgreSQL server through node-postgres. Callers see one `Db` type and never the engine.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { BoundedPool } from './bounded-pg';
import { type ListenHandlers, pgListen } from './pg-listener';
import { DEFAULT_DB_TIMEOUT_MS, withoutDatabaseBound } from './budget';
import { gatedPglite } from './pglite-gate';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** LISTEN on a channel (PGlite in-process, PostgreSQL on a connection of its own); answers how to stop. */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** The connection pool's counts (PostgreSQL), for the metrics; PGlite has one connection and no pool. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** timeoutMs: DB_TIMEOUT_MS, the most one request waits for the database in all (budget.ts). */
export type DatabaseOptions = { kind: 'pglite'; dataDir?: string; timeoutMs?: number } | { kind: 'postgres'; url: string; max?: number; timeoutMs?: number };

/** DB_POOL_MAX's default: at 200 connections of mixed traffic no request waits past the bound (README). */
export const DEFAULT_POOL_MAX = 20;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_DB_TIMEOUT_MS;
  if (options.kind === 'postgres') return openPostgres(options.url, options.max ?? DEFAULT_POOL_MAX, timeoutMs);
  return openPglite(timeoutMs, options.dataDir);
}

async function openPglite(timeoutMs: number, dataDir?: string): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({ dataDir: dataDir ?? 'memory://', extensions: { pg_trgm } });
  const db = drizzlePglite(gatedPglite(client, timeoutMs), { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => withoutDatabaseBound(() => migratePglite(db as never, { migrationsFolder })),
    close: () => client.close(),
    // One in-process engine: a notice reaches every listener of this client, and none is ever missed.
    listen: async (channel, handlers) => {
      const stop = await client.listen(channel, handlers.onNotify);
      return () => stop().catch(() => {});
    },
  };
}

async function openPostgres(url: string, max: number, timeoutMs: number): Promise<Database> {
  const pool = new BoundedPool({ url, max, timeoutMs });
  // An idle client that loses its server emits 'error'; without a listener Node would crash.
  pool.on('error', (error) => console.error('[db] idle client error:', error.message));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: () =>
      withoutDatabaseBound(async () => {
        // Several API processes may start at once: one migrates, the others wait for it.
        const client = await pool.connect();
        try {
          await client.query('set statement_timeout = 0');
          await client.query('select pg_advisory_lock(727274)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => {});
          // Not back to the pool: this connection has no statement timeout any more.
          client.release(true);
        }
      }),
    close: () => pool.end(),
    listen: (channel, handlers) => pgListen(url, channel, handlers),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
  };
}

/** True when the database answers a trivial query. */
export async function pingDatabase(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
