import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDataLock } from './db/data-lock';
import { loadEnv, loginSecret } from './env';

const dir = mkdtempSync(path.join(os.tmpdir(), 'env-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('configuration', () => {
  it('has safe local defaults', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: './data', NODE_ENV: 'development', SEED_DEMO: false });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('refuses to start in production with the Auth Emulator, whose tokens are unsigned', () => {
    expect(() => loadEnv({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toThrow(
      /FIREBASE_AUTH_EMULATOR_HOST must not be set in production/,
    );
  });

  it('requires a login secret in production, and a long one anywhere', () => {
    expect(() => loadEnv({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    expect(() => loadEnv({ SESSION_SECRET: 'short' })).toThrow(/at least 32 characters/);
  });

  it('runs several workers only on a PostgreSQL server, and says why', () => {
    expect(() => loadEnv({ WORKERS: '2' })).toThrow(/WORKERS=2 needs DATABASE_URL: the embedded database \(PGlite\) runs inside one process/);
    expect(loadEnv({ WORKERS: '2', DATABASE_URL: 'postgres://db/app' }).WORKERS).toBe(2);
    expect(loadEnv({}).WORKERS).toBe(1);
    expect(() => loadEnv({ WORKERS: '0' })).toThrow(/WORKERS/);
    expect(() => loadEnv({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });

  it('explains a bad value', () => {
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres:\/\/ URL/);
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('keeps a generated local login secret across restarts', () => {
    const env = loadEnv({ DATA_DIR: dir });
    const first = loginSecret(env);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loginSecret(env)).toEqual(first);
    expect(readFileSync(path.join(dir, 'session-secret'), 'utf8').trim().length).toBeGreaterThanOrEqual(32);
  });
});

describe('the data-folder lock', () => {
  it('refuses a second server on the same folder while the first is alive', () => {
    const release = acquireDataLock(dir);
    // Pretend another live process (our parent) holds it.
    const lockFile = path.join(dir, '.lock');
    writeFileSync(lockFile, String(process.ppid));
    expect(() => acquireDataLock(dir)).toThrow(/Another server \(pid \d+\) is using/);
    release();
  });

  it('takes over a stale lock left by a dead process', () => {
    const lockFile = path.join(dir, '.lock');
    writeFileSync(lockFile, '999999');
    const release = acquireDataLock(dir);
    expect(JSON.parse(readFileSync(lockFile, 'utf8')).pid).toBe(process.pid);
    release();
  });
});
