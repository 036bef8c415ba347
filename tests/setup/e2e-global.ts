/**
 * Playwright global set-up: the production build, served by the real server on a fresh embedded
 * database with the demo data, against a real Auth Emulator. Ports are free ones, written to
 * .test-output/e2e-env.json for the fixtures, so several checkouts can run at once.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isUp, startAuthEmulator } from '../../scripts/lib/emulator.mjs';
import { startServer } from './start-server';

export const E2E_ENV_FILE = path.resolve('.test-output/e2e-env.json');

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

  const server = await startServer({ emulatorHost, log: path.resolve('.test-output/e2e-server.log') });
  writeFileSync(E2E_ENV_FILE, JSON.stringify({ baseURL: server.baseURL, emulatorHost }));

  return async () => {
    await server.stop();
    await stopEmulator();
  };
}
