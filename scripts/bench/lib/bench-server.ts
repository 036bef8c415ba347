/**
 * The real API for a benchmark, in a worker thread (the other core), on loopback: PGlite in memory or
 * a PostgreSQL database, one signed-in Student whose login cookie is posted to the parent. No Auth
 * Emulator is needed: the user and the login row are made directly, as the sign-in would make them.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { createApp } from '../../../server/app';
import { signLoginToken } from '../../../server/auth/login-token';
import type { AppConfig } from '../../../server/context';
import { openDatabase } from '../../../server/db/client';
import { createAuthSession } from '../../../server/modules/auth/auth.queries';
import { upsertUser } from '../../../server/modules/users/users.queries';

export interface BenchServerInfo {
  port: number;
  cookie: string;
  email: string;
}

const { databaseUrl } = workerData as { databaseUrl?: string };
const database = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite' });
await database.migrate();

const secret = new TextEncoder().encode('bench-secret-bench-secret-bench-secret-1');
const config: AppConfig = {
  cookieName: 'session',
  cookieSecure: false,
  loginSecret: secret,
  allowedOrigins: [],
  production: false,
  authRateLimit: 1000,
  trustProxy: false,
};
const identity = { verify: () => Promise.reject(new Error('The benchmark signs in without Firebase.')) };
const app = createApp({ db: database.db, identity, config });

const email = 'bench-student@example.test';
const user = await upsertUser(database.db, { email, name: 'Bench Student', image: '', firebaseUid: 'bench' });
const cookie = `session=${await signLoginToken(await createAuthSession(database.db, user.id), secret)}`;

const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  parentPort!.postMessage({ port: info.port, cookie, email } satisfies BenchServerInfo);
});

parentPort!.on('message', (message) => {
  if (message !== 'stop') return;
  // The load generator hangs up with requests still running here: let them finish before the pool goes.
  server.close();
  setTimeout(() => void database.close().then(() => process.exit(0)), 1_000);
});
