/**
 * The product as a visitor meets it, for `npm run lighthouse`: the production build served by the
 * real server (start-server.ts, as for the journeys) with the demo data, against a real Auth
 * Emulator, on free ports.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { isUp, startAuthEmulator } from '../../scripts/lib/emulator.mjs';
import { startServer } from './start-server';

export function buildApp(): void {
  const build = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('vite build failed');
}

export interface ProductServer {
  baseURL: string;
  emulatorHost: string;
  stop: () => Promise<void>;
}

/** `name` names the log files under .test-output/. */
export async function startProduct(name: string, options: { logRequests?: boolean } = {}): Promise<ProductServer> {
  mkdirSync('.test-output', { recursive: true });
  let emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  let stopEmulator = async () => {};
  if (!emulatorHost || !(await isUp(emulatorHost))) {
    const emulator = await startAuthEmulator({ logFile: path.resolve(`.test-output/auth-emulator-${name}.log`) });
    emulatorHost = emulator.host;
    stopEmulator = emulator.stop;
  }
  const server = await startServer({
    emulatorHost,
    log: path.resolve(`.test-output/${name}-server.log`),
    env: { LOG_REQUESTS: String(options.logRequests ?? true) },
  });
  return {
    baseURL: server.baseURL,
    emulatorHost,
    async stop() {
      await server.stop();
      await stopEmulator();
    },
  };
}
