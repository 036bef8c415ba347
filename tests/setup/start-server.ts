/**
 * Starts the real server (server/index.ts) as its own process on a free port, on a fresh embedded
 * database, for tests that need a whole server: the journeys' shared one, and the odd journey that
 * needs its own configuration (a low sign-in rate limit, say).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../scripts/lib/emulator.mjs';

export interface StartedServer {
  baseURL: string;
  /** The server's process (a cluster's primary). */
  pid: number;
  /** Resolves when the process has exited, with its exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

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

/** `dataDir`: a DATA_DIR the test has prepared (removed at stop like a fresh one); a new empty one by default. */
export async function startServer(options: { emulatorHost: string; log: string; env?: NodeJS.ProcessEnv; dataDir?: string }): Promise<StartedServer> {
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const out = openSync(options.log, 'w');
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
    FIREBASE_AUTH_EMULATOR_HOST: options.emulatorHost,
    ...options.env,
  };
  if (!options.env?.DATABASE_URL) delete env.DATABASE_URL; // the journeys run on the embedded default
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { stdio: ['ignore', out, out], env });
  const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));
  const baseURL = `http://localhost:${port}`;
  await waitFor(`${baseURL}/api/health`, server, options.log);
  return {
    baseURL,
    pid: server.pid!,
    exited,
    async stop() {
      await new Promise<void>((resolve) => {
        if (server.exitCode !== null || server.signalCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
