/**
 * A fresh, migrated database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL when TEST_DB=postgres (dropped again at the end).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../../server/db/client';

export async function openTestDatabase(options: { timeoutMs?: number; max?: number } = {}): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') {
    const database = await openDatabase({ kind: 'pglite', timeoutMs: options.timeoutMs });
    await database.migrate();
    return database;
  }
  const { url, drop } = await createPostgresDatabase();
  const database = await openDatabase({ kind: 'postgres', url, max: options.max ?? 5, timeoutMs: options.timeoutMs });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      await drop();
    },
  };
}

/** A new, empty database on the server of TEST_DATABASE_URL: its URL, and how to drop it. */
export async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
