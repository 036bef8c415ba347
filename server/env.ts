/**
 * Configuration from environment variables, validated once at start-up. Every variable has a safe
 * local default except the production secrets, which production refuses to start without.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { classLinkSchema } from '../domain/schemas/class-link';

const bool = (fallback: boolean) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.transform((s) => ['1', 'true', 'yes'].includes(s.toLowerCase())),
  );

const EnvSchema = v.object({
  NODE_ENV: v.optional(v.picklist(['development', 'production', 'test']), 'development'),
  PORT: v.pipe(v.optional(v.string(), '3000'), v.transform(Number), v.integer(), v.minValue(0), v.maxValue(65535)),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'))),
  SESSION_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'SESSION_SECRET must be at least 32 characters'))),
  FIREBASE_PROJECT_ID: v.optional(v.string(), 'demo-tutoring'),
  FIREBASE_AUTH_DOMAIN: v.optional(v.string()),
  FIREBASE_AUTH_EMULATOR_HOST: v.optional(v.string()),
  APP_ORIGIN: v.optional(v.string()),
  STATIC_DIR: v.optional(v.string(), './dist'),
  SEED_DEMO: bool(false),
  LOG_REQUESTS: bool(true),
  TRUST_PROXY: bool(false),
  STRIPE_SECRET_KEY: v.optional(v.pipe(v.string(), v.regex(/^(sk|rk)_(test|live)_/, 'STRIPE_SECRET_KEY must be a Stripe secret key (sk_…)'))),
  STRIPE_PUBLISHABLE_KEY: v.optional(v.pipe(v.string(), v.regex(/^pk_(test|live)_/, 'STRIPE_PUBLISHABLE_KEY must be a Stripe publishable key (pk_…)'))),
  STRIPE_WEBHOOK_SECRET: v.optional(v.pipe(v.string(), v.regex(/^whsec_/, 'STRIPE_WEBHOOK_SECRET must be a webhook signing secret (whsec_…)'))),
  DB_TIMEOUT_MS: v.pipe(v.optional(v.string(), '5000'), v.transform(Number), v.integer(), v.minValue(100)),
  DB_POOL_MAX: v.pipe(v.optional(v.string(), '20'), v.transform(Number), v.integer(), v.minValue(1)),
  SESSION_IDLE_DAYS: v.pipe(v.optional(v.string(), '30'), v.transform(Number), v.minValue(0.001)),
  AUTH_RATE_LIMIT: v.pipe(v.optional(v.string(), '30'), v.transform(Number), v.integer(), v.minValue(1)),
  AUTH_RATE_WINDOW_SECONDS: v.pipe(v.optional(v.string(), '60'), v.transform(Number), v.integer(), v.minValue(1)),
  /** A Jitsi Meet server's https address (issue 22); its rooms must pass as class links. */
  JITSI_BASE_URL: v.pipe(
    v.optional(v.string(), 'https://meet.jit.si'),
    v.check((s) => v.is(classLinkSchema, s) && !/[?#]/.test(s), 'JITSI_BASE_URL must be the https:// address of a Jitsi Meet server, e.g. https://meet.jit.si'),
    v.transform((s) => s.trim().replace(/\/+$/, '')),
  ),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must be an smtp:// or smtps:// URL'))),
  MAIL_FROM: v.optional(v.string(), 'StudyHub <no-reply@studyhub.localhost>'),
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,100}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key (npx web-push generate-vapid-keys)')),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,50}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key (npx web-push generate-vapid-keys)')),
  ),
  VAPID_SUBJECT: v.optional(
    v.pipe(v.string(), v.regex(/^(mailto:|https:\/\/)/, 'VAPID_SUBJECT must be a mailto: or https:// contact')),
    'mailto:admin@studyhub.localhost',
  ),
  WORKERS: v.pipe(v.optional(v.string(), '1'), v.transform(Number), v.integer('WORKERS must be a whole number of processes'), v.minValue(1), v.maxValue(256)),
  METRICS_TOKEN: v.optional(v.pipe(v.string(), v.minLength(16, 'METRICS_TOKEN must be at least 16 characters'))),
  SHUTDOWN_GRACE_SECONDS: v.pipe(v.optional(v.string(), '10'), v.transform(Number), v.minValue(0), v.maxValue(300)),
  CANCEL_DEADLINE_HOURS: v.pipe(
    v.optional(v.string(), '24'),
    v.transform(Number),
    v.integer('CANCEL_DEADLINE_HOURS must be a whole number of hours'),
    v.minValue(0),
    v.maxValue(8760),
  ),
});

export type Env = v.InferOutput<typeof EnvSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = v.safeParse(EnvSchema, source);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.output;
  if (env.NODE_ENV === 'production') {
    if (env.FIREBASE_AUTH_EMULATOR_HOST) {
      throw new Error('FIREBASE_AUTH_EMULATOR_HOST must not be set in production: emulator tokens are unsigned.');
    }
    if (!env.SESSION_SECRET) throw new Error('SESSION_SECRET is required in production.');
  }
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    throw new Error(
      `WORKERS=${env.WORKERS} needs DATABASE_URL: the embedded database (PGlite) runs inside one process and cannot be shared. ` +
        'Set DATABASE_URL to a PostgreSQL server, or leave WORKERS at 1.',
    );
  }
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
    throw new Error('STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY: the browser needs it for the card field.');
  }
  if (!!env.VAPID_PUBLIC_KEY !== !!env.VAPID_PRIVATE_KEY) {
    throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together: set both for Web Push, or neither.');
  }
  return env;
}

/**
 * The login-signing secret: SESSION_SECRET, or for local runs a random one kept in the data
 * folder so that a restart does not sign everyone out.
 */
export function loginSecret(env: Env): Uint8Array {
  if (env.SESSION_SECRET) return new TextEncoder().encode(env.SESSION_SECRET);
  const file = path.join(env.DATA_DIR, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
