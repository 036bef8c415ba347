// Starts the Firebase Auth Emulator (firebase-tools) on the given ports and resolves once it answers.
// Shared by `npm start`, `npm run dev` and the test set-ups. Output goes to a log file, not the console,
// so the only URL a newcomer sees is the app's.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const PROJECT_ID = 'demo-tutoring';

export async function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function isUp(host) {
  try {
    const res = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * @param {{ port?: number, hubPort?: number, loggingPort?: number, logFile: string, cwd?: string, dataDir?: string }} options
 *   dataDir: keep accounts across restarts (imported at start, exported on a clean stop).
 * @returns {Promise<{ host: string, stop: () => Promise<void> }>}
 */
export async function startAuthEmulator(options) {
  const port = options.port ?? (await freePort());
  const hubPort = options.hubPort ?? (await freePort());
  const loggingPort = options.loggingPort ?? (await freePort());
  const dir = path.join(os.tmpdir(), `auth-emulator-${process.pid}-${port}`);
  mkdirSync(dir, { recursive: true });
  const config = path.join(dir, 'firebase.json');
  writeFileSync(
    config,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port },
        hub: { host: '127.0.0.1', port: hubPort },
        logging: { host: '127.0.0.1', port: loggingPort },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  mkdirSync(path.dirname(options.logFile), { recursive: true });
  const log = openSync(options.logFile, 'a');
  const cwd = options.cwd ?? process.cwd();
  const bin = path.join(cwd, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js');
  const args = [bin, 'emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', config];
  if (options.dataDir) {
    const dataDir = path.resolve(options.dataDir);
    if (existsSync(path.join(dataDir, 'firebase-export-metadata.json'))) args.push('--import', dataDir);
    args.push('--export-on-exit', dataDir);
  }
  const child = spawn(process.execPath, args, {
    cwd: dir,
    stdio: ['ignore', log, log],
    detached: true,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true' },
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const host = `127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (!(await isUp(host))) {
    if (exited) throw new Error(`The Auth Emulator exited early; see ${options.logFile}`);
    if (Date.now() > deadline) throw new Error(`The Auth Emulator did not start within 90 s; see ${options.logFile}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    host,
    async stop() {
      if (exited) return;
      const done = new Promise((r) => child.once('exit', r));
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {
        return;
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }, 10_000);
      await done;
      clearTimeout(timer);
    },
  };
}
