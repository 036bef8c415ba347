/** The Node entry: configuration, database, migrations, demo data, then the HTTP server. */
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { firebaseIdentity } from './auth/identity';
import type { AppConfig } from './context';
import { openDatabase } from './db/client';
import { acquireDataLock } from './db/data-lock';
import { ensureEmulatorAccounts, seedDemoData } from './db/seed';
import { diskStorage } from './storage/disk-storage';
import { stripePayments } from './payments/stripe-provider';
import { testPayments } from './payments/test-provider';
import { loadEnv, sessionSecret } from './env';
import { startRefundRetries } from './modules/orders/refunds.service';

const env = loadEnv();
const production = env.NODE_ENV === 'production';
const releaseLock = env.DATABASE_URL ? () => {} : acquireDataLock(env.DATA_DIR);

const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL, max: env.DB_POOL_MAX, timeoutMs: env.DB_TIMEOUT_MS }
    : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db'), timeoutMs: env.DB_TIMEOUT_MS },
);
await database.migrate();

if (env.SEED_DEMO) {
  if (await seedDemoData(database.db)) console.log('[seed] demo data created');
  if (env.FIREBASE_AUTH_EMULATOR_HOST) await ensureEmulatorAccounts(env.FIREBASE_PROJECT_ID);
}

const httpsOrigin = env.APP_ORIGIN?.startsWith('https://') ?? false;
const config: AppConfig = {
  cookieName: production ? '__Host-session' : 'session',
  cookieSecure: production || httpsOrigin,
  sessionSecret: sessionSecret(env),
  allowedOrigins: env.APP_ORIGIN ? [env.APP_ORIGIN] : [],
  appOrigin: env.APP_ORIGIN,
  production,
  staticDir: env.STATIC_DIR,
  emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
  authRateLimit: env.AUTH_RATE_LIMIT,
  authRateWindowMs: env.AUTH_RATE_WINDOW_SECONDS * 1000,
  trustProxy: env.TRUST_PROXY,
  sessionIdleSeconds: Math.round(env.SESSION_IDLE_DAYS * 24 * 60 * 60),
  cancelDeadlineHours: env.CANCEL_DEADLINE_HOURS,
};

const payments = env.STRIPE_SECRET_KEY
  ? stripePayments({ secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET })
  : testPayments(database.db);
console.log(`[api] payments: ${payments.name === 'stripe' ? 'Stripe' : 'test mode (Stripe test cards, no network)'}`);
// Refunds a crash or an outage left pending (issue 15).
const stopRefundRetries = startRefundRetries(database.db, payments);

const app = createApp(
  {
    db: database.db,
    identity: firebaseIdentity({ projectId: env.FIREBASE_PROJECT_ID, emulator: !!env.FIREBASE_AUTH_EMULATOR_HOST }),
    config,
    storage: diskStorage(path.join(env.DATA_DIR, 'uploads')),
    payments,
  },
  { logRequests: env.LOG_REQUESTS, firebaseAuthDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com` },
);

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`[api] ${database.kind === 'pglite' ? 'embedded PostgreSQL (PGlite)' : 'PostgreSQL server'} ready`);
  console.log(`[api] listening on http://localhost:${info.port}`);
});

// A proxy or browser that keeps an idle connection longer than we do may send a request just as we
// close it, and that request is reset. Outlast the usual proxy idle timeout (60 s) instead of Node's 5 s.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`[api] ${signal}: shutting down`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close();
  stopRefundRetries();
  await database.close().catch((e) => console.error('[api] closing the database:', e));
  releaseLock();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
