/** What the benches that drive the app in-process share: a throwaway config and small helpers. */
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../../../server/context';

export function benchConfig(): AppConfig {
  return {
    cookieName: 'session',
    cookieSecure: false,
    loginSecret: new TextEncoder().encode(randomBytes(32).toString('hex')),
    allowedOrigins: [],
    production: false,
    authRateLimit: 1000,
    trustProxy: false,
  };
}

/** Both drivers answer raw SQL as { rows }. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
