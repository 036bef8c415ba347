/**
 * One API process: database, the app, the HTTP server, and a graceful stop on SIGTERM. It runs alone
 * (`npm start`), or as one worker of a cluster (`WORKERS=N`, cluster.ts), where the primary has done
 * what must happen once (migrations, demo data, importing old uploads) before forking it.
 */
import path from 'node:path';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { firebaseIdentity } from './auth/identity';
import type { AppConfig } from './context';
import { type Database, openDatabase } from './db/client';
import { acquireDataLock } from './db/data-lock';
import { ensureEmulatorAccounts, seedDemoData } from './db/seed';
import { type Env, loginSecret } from './env';
import { startRefundRetries } from './modules/orders/refunds.service';
import { queueDepth } from './modules/notifications/queue';
import { smtpTransport, startNotificationWorker } from './modules/notifications/worker';
import { followPublicSessionChanges } from './modules/sessions/public-sessions-cache';
import { graceful } from './ops/graceful';
import { registerGauge } from './ops/metrics';
import { stripePayments } from './payments/stripe-provider';
import { testPayments } from './payments/test-provider';
import { databaseStorage } from './storage/database-storage';
import { importDiskUploads } from './storage/import-disk-uploads';

export function openConfiguredDatabase(env: Env): Promise<Database> {
  return openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL, max: env.DB_POOL_MAX, timeoutMs: env.DB_TIMEOUT_MS }
      : { kind: 'pglite', dataDir: path.join(env.DATA_DIR, 'db'), timeoutMs: env.DB_TIMEOUT_MS },
  );
}

/** What runs once per deployment start: migrations, old uploads into the database, demo data. */
export async function prepareDatabase(env: Env, database: Database): Promise<void> {
  await database.migrate();
  // Uploads kept on disk before images moved into the database (docs/decisions/010).
  const imported = await importDiskUploads(path.join(env.DATA_DIR, 'uploads'), databaseStorage(database.db));
  if (imported) console.log(`[images] ${imported.imported} uploads moved into the database; ${imported.skipped.length} skipped`);
  if (env.SEED_DEMO) {
    if (await seedDemoData(database.db)) console.log('[seed] demo data created');
    if (env.FIREBASE_AUTH_EMULATOR_HOST) await ensureEmulatorAccounts(env.FIREBASE_PROJECT_ID);
  }
}

function appConfig(env: Env): AppConfig {
  const production = env.NODE_ENV === 'production';
  const httpsOrigin = env.APP_ORIGIN?.startsWith('https://') ?? false;
  return {
    cookieName: production ? '__Host-session' : 'session',
    cookieSecure: production || httpsOrigin,
    loginSecret: loginSecret(env),
    allowedOrigins: env.APP_ORIGIN ? [env.APP_ORIGIN] : [],
    appOrigin: env.APP_ORIGIN,
    production,
    staticDir: env.STATIC_DIR,
    emulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    authRateLimit: env.AUTH_RATE_LIMIT,
    authRateWindowMs: env.AUTH_RATE_WINDOW_SECONDS * 1000,
    trustProxy: env.TRUST_PROXY,
    loginIdleSeconds: Math.round(env.SESSION_IDLE_DAYS * 24 * 60 * 60),
    cancelDeadlineHours: env.CANCEL_DEADLINE_HOURS,
    metricsToken: env.METRICS_TOKEN,
    jitsiBaseUrl: env.JITSI_BASE_URL,
    notifications: { emailAvailable: !!env.SMTP_URL, pushPublicKey: env.VAPID_PUBLIC_KEY },
  };
}

function registerPoolGauges(database: Database): void {
  const stats = database.poolStats;
  if (!stats) return;
  registerGauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL connections of this process: total open, idle, and requests waiting for one',
    labelNames: ['state'],
    read: () => {
      const s = stats();
      return [
        { labels: { state: 'total' }, value: s.total },
        { labels: { state: 'idle' }, value: s.idle },
        { labels: { state: 'waiting' }, value: s.waiting },
      ];
    },
  });
  registerGauge({ name: 'db_pool_max', help: 'DB_POOL_MAX: the most connections this process opens', read: () => stats().max });
}

/** Starts one API process; `worker`: a cluster worker, whose primary prepared the database. */
export async function runApiProcess(env: Env, options: { worker: boolean }): Promise<void> {
  const releaseLock = env.DATABASE_URL ? () => {} : acquireDataLock(env.DATA_DIR);
  const database = await openConfiguredDatabase(env);
  if (!options.worker) await prepareDatabase(env, database);
  // Other processes' writes reach this one's public session list at once (LISTEN/NOTIFY).
  const stopFollowing = await followPublicSessionChanges(database);
  registerPoolGauges(database);

  const payments = env.STRIPE_SECRET_KEY
    ? stripePayments({ secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY!, webhookSecret: env.STRIPE_WEBHOOK_SECRET })
    : testPayments(database.db);
  console.log(`[api] payments: ${payments.name === 'stripe' ? 'Stripe' : 'test mode (Stripe test cards, no network)'}`);
  // Refunds a crash or an outage left pending (issue 15); idempotent, so every worker may retry them.
  const stopRefundRetries = startRefundRetries(database.db, payments);

  // Reminders, e-mails and pushes (issue 17): every API process runs a worker; the queue gives each job to one.
  const config = appConfig(env);
  const stopNotifications = startNotificationWorker({
    db: database.db,
    origin: env.APP_ORIGIN ?? `http://localhost:${env.PORT}`,
    loginSecret: config.loginSecret,
    mail: env.SMTP_URL ? { transport: smtpTransport(env.SMTP_URL), from: env.MAIL_FROM } : undefined,
    push:
      env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
        ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT }
        : undefined,
  });
  console.log(`[api] notifications: in the app${env.SMTP_URL ? ', e-mail' : ''}${env.VAPID_PUBLIC_KEY ? ', web push' : ''}`);
  // Every worker reads the same table, so the cluster's figure is the largest, not the sum.
  registerGauge({
    name: 'job_queue_depth',
    help: 'Notification jobs: pending (not yet due), due (waiting to run) and failed',
    labelNames: ['state'],
    aggregator: 'max',
    read: async () => {
      const depth = await queueDepth(database.db);
      return Object.entries(depth).map(([state, value]) => ({ labels: { state }, value }));
    },
  });

  let lifecycle: ReturnType<typeof graceful> | null = null;
  const app = createApp(
    {
      db: database.db,
      identity: firebaseIdentity({ projectId: env.FIREBASE_PROJECT_ID, emulator: !!env.FIREBASE_AUTH_EMULATOR_HOST }),
      config,
      storage: databaseStorage(database.db),
      payments,
    },
    {
      logRequests: env.LOG_REQUESTS,
      firebaseAuthDomain: env.FIREBASE_AUTH_DOMAIN ?? `${env.FIREBASE_PROJECT_ID}.firebaseapp.com`,
      draining: () => lifecycle?.draining() ?? false,
    },
  );

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`[api] ${database.kind === 'pglite' ? 'embedded PostgreSQL (PGlite)' : 'PostgreSQL server'} ready`);
    console.log(`[api] listening on http://localhost:${info.port}`);
  }) as Server;
  lifecycle = graceful(server);

  // A proxy or browser that keeps an idle connection longer than we do may send a request just as we
  // close it, and that request is reset. Outlast the usual proxy idle timeout (60 s) instead of Node's 5 s.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;

  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    const graceMs = env.SHUTDOWN_GRACE_SECONDS * 1000;
    console.log(`[api] ${signal}: finishing requests (at most ${env.SHUTDOWN_GRACE_SECONDS} s), then stopping`);
    setTimeout(() => process.exit(1), graceMs + 5_000).unref();
    await lifecycle!.drain(graceMs);
    stopRefundRetries();
    await stopNotifications().catch(() => {});
    await stopFollowing();
    await database.close().catch((e: unknown) => console.error('[api] closing the database:', e));
    releaseLock();
    console.log('[api] stopped');
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
