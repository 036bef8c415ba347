/**
 * Cluster mode needs PostgreSQL (issue 18): `WORKERS=2` on the embedded database is refused with a
 * clear message and a non-zero exit, before anything is started: by the API itself, and by
 * `npm start` before it builds the PWA or starts the emulator and the mail catcher.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startRefusal } from '../scripts/lib/preflight.mjs';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cluster-refusal-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs a Node command to its end (killed after 30 s, so a regression that starts everything cannot hang the run). */
function run(args: string[], options: { cwd?: string; env: NodeJS.ProcessEnv }) {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, args, { cwd: options.cwd ?? process.cwd(), env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    child.once('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('WORKERS=2 without DATABASE_URL', () => {
  it('the API (server/index.ts) exits non-zero with the reason, before opening any database', async () => {
    const dataDir = path.join(scratch, 'api-data');
    const result = await run(['--import', 'tsx', 'server/index.ts'], { env: { WORKERS: '2', DATA_DIR: dataDir, PORT: '0' } });
    expect(result.code).toBe(1);
    // Logs are JSON lines from the first one on (server/ops/log.ts): the refusal is one of them.
    const messages = result.stderr
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as { level: string; msg: string });
    expect(messages).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: expect.stringMatching(
          /^WORKERS=2 needs DATABASE_URL: the embedded database \(PGlite\) runs inside one process.*Set DATABASE_URL to a PostgreSQL server, or leave WORKERS at 1\.$/,
        ),
      }),
    ]);
    expect(result.stdout).toBe('');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('`npm start` refuses in plain words before it builds or starts anything', async () => {
    // Run from an empty folder: whatever it started or built would leave something there.
    const cwd = mkdtempSync(path.join(scratch, 'start-'));
    const result = await run([path.resolve('scripts/start.mjs')], { cwd, env: { WORKERS: '2', DATA_DIR: path.join(cwd, 'data') } });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe(startRefusal({ WORKERS: '2' }));
    expect(result.stderr).toContain('WORKERS=2 needs DATABASE_URL, and it is not set.');
    expect(result.stderr).toContain('The embedded database (PGlite)');
    expect(result.stderr).not.toMatch(/^\{/m); // not a JSON log line: a person reads this
    expect(result.stdout).toBe(''); // no "Building the PWA…", no "Starting the Firebase Auth Emulator…"
    expect(readdirSync(cwd)).toEqual([]);
  });

  it('the start script’s check lets every other configuration through to the API', () => {
    expect(startRefusal({})).toBeNull();
    expect(startRefusal({ WORKERS: '1' })).toBeNull();
    expect(startRefusal({ WORKERS: '4', DATABASE_URL: 'postgres://db/app' })).toBeNull();
    // Not a number: the API's own check (server/env.ts) names the mistake.
    expect(startRefusal({ WORKERS: 'many' })).toBeNull();
    expect(startRefusal({ WORKERS: '3', DATABASE_URL: '' })).toMatch(/^WORKERS=3 needs DATABASE_URL/);
  });
});
