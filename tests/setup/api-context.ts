/**
 * The real app, in-process, on a fresh database and the real Auth Emulator. `as(user)` sends
 * requests with that user's login cookie and a same-origin Origin header, as the browser would.
 */
import { afterAll, inject } from 'vitest';
import { createApp } from '../../server/app';
import { firebaseIdentity } from '../../server/auth/identity';
import type { AppConfig } from '../../server/context';
import type { Database, Db } from '../../server/db/client';
import { PROJECT_ID } from '../../scripts/lib/emulator.mjs';
import { databaseStorage } from '../../server/storage/database-storage';
import type { PaymentProvider } from '../../server/payments/payments';
import type { ImageStorage } from '../../server/storage/storage';
import { openTestDatabase } from './test-database';

export const TEST_ORIGIN = 'http://localhost';

export interface TestContext {
  app: ReturnType<typeof createApp>;
  db: Db;
  /** The database behind `db` (LISTEN, closing): what the Node entry holds. */
  database: Database;
  emulatorHost: string;
  config: AppConfig;
  storage: ImageStorage;
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    cookieName: 'session',
    cookieSecure: false,
    loginSecret: new TextEncoder().encode('test-secret-test-secret-test-secret-123'),
    allowedOrigins: [TEST_ORIGIN],
    production: false,
    authRateLimit: 1000,
    trustProxy: false,
    ...overrides,
  };
}

/**
 * Call at the top of a test file; the database is closed after the file. Payments use the offline
 * `test` provider unless `options.payments` makes another one.
 */
export async function setupApi(
  overrides: Partial<AppConfig> = {},
  options: { payments?: (db: Db) => PaymentProvider; now?: () => number } = {},
): Promise<TestContext> {
  const emulatorHost = inject('authEmulatorHost');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const database = await openTestDatabase();
  afterAll(() => database.close());
  const config = testConfig(overrides);
  const identity = firebaseIdentity({ projectId: PROJECT_ID, emulator: true });
  const storage = databaseStorage(database.db);
  const app = createApp({ db: database.db, identity, config, storage, payments: options.payments?.(database.db), now: options.now });
  return { app, db: database.db, database, emulatorHost, config, storage };
}

export interface CallOptions {
  body?: unknown;
  cookie?: string | null;
  headers?: Record<string, string>;
}

/** A request as the browser would send it: JSON body, same-origin Origin, optional cookie. */
export async function call(ctx: TestContext, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { origin: TEST_ORIGIN, ...options.headers };
  if (options.cookie) headers.cookie = options.cookie;
  let body: string | undefined;
  if (options.body !== undefined) {
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const res = await ctx.app.request(path, { method, headers, body });
  const text = await res.text();
  let json: any;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    json = text;
  }
  return { status: res.status, json, headers: res.headers };
}
