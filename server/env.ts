/**
 * Configuration from environment variables, validated once at start-up. Every variable has a safe
 * local default except the production secrets, which production refuses to start without.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

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
  CANCEL_DEADLINE_HOURS: v.pipe(v.optional(v.string(), '24'), v.transform(Number), v.integer('CANCEL_DEADLINE_HOURS must be a whole number of hours'), v.minValue(0), v.maxValue(8760)),
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
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_PUBLISHABLE_KEY) {
    throw new Error('STRIPE_PUBLISHABLE_KEY is required with STRIPE_SECRET_KEY: the browser needs it for the card field.');
  }
  return env;
}

/**
 * The session-signing secret: SESSION_SECRET, or for local runs a random one kept in the data
 * folder so that a restart does not sign everyone out.
 */
export function sessionSecret(env: Env): Uint8Array {
  if (env.SESSION_SECRET) return new TextEncoder().encode(env.SESSION_SECRET);
  const file = path.join(env.DATA_DIR, 'session-secret');
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
