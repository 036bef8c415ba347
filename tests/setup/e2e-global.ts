/**
 * Playwright global set-up: the production build, served by the real server on a fresh embedded
 * database with the demo data, against a real Auth Emulator. Ports are free ones, written to
 * .test-output/e2e-env.json for the fixtures, so several checkouts can run at once.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, isUp, startAuthEmulator } from '../../scripts/lib/emulator.mjs';

export const E2E_ENV_FILE = path.resolve('.test-output/e2e-env.json');

async function waitFor(url: string, child: ChildProcess, log: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early; see ${log}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer ${url} within 60 s; see ${log}`);
}

export default async function globalSetup() {
  mkdirSync('.test-output', { recursive: true });
  if (!process.env.E2E_SKIP_BUILD) {
    const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('vite build failed');
  }

  let emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  let stopEmulator = async () => {};
  if (!emulatorHost || !(await isUp(emulatorHost))) {
    const emulator = await startAuthEmulator({ logFile: path.resolve('.test-output/auth-emulator-e2e.log') });
    emulatorHost = emulator.host;
    stopEmulator = emulator.stop;
  }

  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const log = path.resolve('.test-output/e2e-server.log');
  const out = openSync(log, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    STATIC_DIR: './dist',
    SEED_DEMO: 'true',
    LOG_REQUESTS: 'true',
    AUTH_RATE_LIMIT: '1000',
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
  };
  delete env.DATABASE_URL; // the journeys run on the embedded default
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { stdio: ['ignore', out, out], env });
  const baseURL = `http://localhost:${port}`;
  await waitFor(`${baseURL}/api/health`, server, log);
  writeFileSync(E2E_ENV_FILE, JSON.stringify({ baseURL, emulatorHost }));

  return async () => {
    await new Promise<void>((resolve) => {
      if (server.exitCode !== null) return resolve();
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
    await stopEmulator();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
