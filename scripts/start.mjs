// `npm start`: the whole product on one port: the Auth Emulator, the API with embedded PostgreSQL
// (or DATABASE_URL), demo data on first start, and the production build of the PWA.
// `npm run dev`: the same with Vite's hot reload in front. Ctrl-C stops everything cleanly.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { isUp, startAuthEmulator } from './lib/emulator.mjs';
import { startMailCatcher } from './lib/mail-catcher.mjs';
import { startRefusal } from './lib/preflight.mjs';

// Before anything starts: a configuration the API would refuse is refused now, in plain words.
const refusal = startRefusal(process.env);
if (refusal) {
  console.error(refusal);
  process.exit(1);
}

const dev = process.argv.includes('--dev');
const dataDir = process.env.DATA_DIR ?? './data';
const port = process.env.PORT ?? '3000';

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  return Math.max(st.mtimeMs, ...readdirSync(p).map((f) => newestMtime(path.join(p, f))));
}

function buildIfStale() {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const sources = Math.max(...['src', 'domain', 'sw', 'public', 'index.html', 'vite.config.ts', 'manifest.webmanifest', 'package.json'].map(newestMtime));
  if (built > sources) return;
  console.log('Building the PWA…');
  const res = spawnSync(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const children = [];
let emulator = null;
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await Promise.all(
    children.map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  if (emulator) await emulator.stop();
  console.log('Stopped.');
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

if (!dev) buildIfStale();

let emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!emulatorHost || !(await isUp(emulatorHost))) {
  process.stdout.write('Starting the Firebase Auth Emulator… ');
  const wanted = (await isUp('127.0.0.1:9099')) ? {} : { port: 9099, hubPort: 4400, loggingPort: 4500 };
  emulator = await startAuthEmulator({ ...wanted, logFile: path.join(dataDir, 'logs', 'auth-emulator.log'), dataDir: path.join(dataDir, 'auth-emulator') });
  emulatorHost = emulator.host;
  console.log(`ready (${emulatorHost})`);
}

// E-mail notifications (issue 17): without an SMTP server of your own, a local mail catcher gets them.
let smtpUrl = process.env.SMTP_URL;
let mailInbox = null;
if (!smtpUrl) {
  process.stdout.write('Starting the mail catcher (MailDev)… ');
  const catcher = await startMailCatcher();
  if (catcher) {
    children.push(catcher.child);
    smtpUrl = catcher.smtpUrl;
    mailInbox = catcher.webUrl;
    console.log(`ready (${mailInbox})`);
  } else {
    console.log('it did not start: e-mails are off.');
  }
}

const apiPort = dev ? (process.env.API_PORT ?? '3001') : port;
const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    ...process.env,
    PORT: apiPort,
    HOST: dev ? '127.0.0.1' : (process.env.HOST ?? '0.0.0.0'),
    FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
    SEED_DEMO: process.env.SEED_DEMO ?? 'true',
    STATIC_DIR: dev ? '' : (process.env.STATIC_DIR ?? './dist'),
    LOG_REQUESTS: process.env.LOG_REQUESTS ?? (dev ? 'true' : 'false'),
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
  },
});
children.push(server);
server.on('exit', (code) => {
  if (!stopping) {
    console.error(`The API stopped (exit code ${code}).`);
    void stop(code || 1);
  }
});

// Pass the API's output through, but print the one URL a person should open ourselves.
let announced = false;
server.stdout.setEncoding('utf8');
server.stdout.on('data', (chunk) => {
  for (const line of chunk.split('\n')) {
    if (!line) continue;
    if (line.includes('[api] listening on')) {
      if (!announced && !dev) {
        announced = true;
        announce(`http://localhost:${apiPort}`);
      }
      continue;
    }
    console.log(line);
  }
});

function announce(url) {
  console.log(`
  StudyHub is running:  ${url}
  ${mailInbox ? `E-mails it sends:     ${mailInbox}  (local mail catcher, no account needed)` : `E-mails go through:   ${process.env.SMTP_URL ? 'SMTP_URL' : 'nowhere (no SMTP server)'}`}

  Demo accounts (password for all: Demo@1234)
    Admin     admin@demo.test
    Tutors    tutor1@demo.test  tutor2@demo.test  tutor3@demo.test
    Students  student1@demo.test  student2@demo.test  student3@demo.test  student4@demo.test

  Database: ${process.env.DATABASE_URL ? 'PostgreSQL server (DATABASE_URL)' : `embedded PostgreSQL in ${path.join(dataDir, 'db')}`}
  Press Ctrl-C to stop.
`);
}

if (dev) {
  // Vite's output passes through (in colour on a terminal); the address it serves on is the one to
  // open, so once it prints it, the same banner as `npm start`'s follows, mail catcher included.
  const vite = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--host', '0.0.0.0'], {
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, API_PORT: apiPort, ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}) },
  });
  let pending = '';
  vite.stdout.setEncoding('utf8');
  vite.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    if (announced) return;
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const local = /Local:\s+(https?:\/\/\S+?)\/?$/.exec(stripVTControlCharacters(line).trim());
      if (local && !announced) {
        announced = true;
        // After the rest of Vite's banner (its Network lines come a moment later).
        const url = local[1];
        setTimeout(() => announce(url), 300).unref();
      }
    }
  });
  children.push(vite);
  vite.on('exit', (code) => void stop(code ?? 0));
}
