// `npm test`: every suite, one Auth Emulator shared by all of them, and one closing line
// `N passed, N failed` that totals unit, API (PGlite, and PostgreSQL when TEST_DATABASE_URL is set)
// and end-to-end tests. A suite that crashes without a report counts as a failure.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isUp, startAuthEmulator } from './lib/emulator.mjs';

const out = path.resolve('.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const only = process.argv.slice(2); // e.g. `npm test -- unit api`
const wanted = (name) => only.length === 0 || only.includes(name);

let emulator = null;
if (!(process.env.FIREBASE_AUTH_EMULATOR_HOST && (await isUp(process.env.FIREBASE_AUTH_EMULATOR_HOST)))) {
  emulator = await startAuthEmulator({ logFile: path.join(out, 'auth-emulator.log') });
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
}

const totals = { passed: 0, failed: 0 };
const lines = [];

function run(name, cmd, args, env, report, count) {
  console.log(`\n━━ ${name} ━━`);
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  let counted;
  try {
    counted = count(JSON.parse(readFileSync(report, 'utf8')));
  } catch {
    counted = null;
  }
  if (!counted) counted = { passed: 0, failed: 1 };
  if (res.status !== 0 && counted.failed === 0) counted.failed = 1; // crashed after reporting
  totals.passed += counted.passed;
  totals.failed += counted.failed;
  lines.push(`${name}: ${counted.passed} passed, ${counted.failed} failed`);
}

const vitestCount = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + (r.numFailedTests === 0 && !r.success ? 1 : 0) });
const bin = (n) => path.resolve('node_modules/.bin', n);

function check(name, cmd, args) {
  console.log(`\n━━ ${name} ━━`);
  const res = spawnSync(cmd, args, { stdio: 'inherit' });
  const ok = res.status === 0;
  totals.passed += ok ? 1 : 0;
  totals.failed += ok ? 0 : 1;
  lines.push(`${name}: ${ok ? '1 passed, 0 failed' : '0 passed, 1 failed'}`);
}

try {
  if (wanted('static')) {
    // The browser, service worker, server and test projects of tsconfig.json (docs/architecture.md#layout).
    check('typecheck', bin('tsc'), ['-b', 'tsconfig.json']);
    check('lint', bin('eslint'), ['.', '--max-warnings=0']);
    check('format', bin('prettier'), ['--check', '.']);
  }
  if (wanted('unit')) {
    const report = path.join(out, 'unit.json');
    run('unit', bin('vitest'), ['run', '--project', 'unit', '--reporter=default', '--reporter=json', `--outputFile=${report}`], {}, report, vitestCount);
  }
  if (wanted('api')) {
    const report = path.join(out, 'api-pglite.json');
    run(
      'api (PGlite)',
      bin('vitest'),
      ['run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile=${report}`],
      { TEST_DB: 'pglite' },
      report,
      vitestCount,
    );
    if (process.env.TEST_DATABASE_URL) {
      const pgReport = path.join(out, 'api-postgres.json');
      run(
        'api (PostgreSQL)',
        bin('vitest'),
        ['run', '--project', 'api', '--reporter=default', '--reporter=json', `--outputFile=${pgReport}`],
        { TEST_DB: 'postgres' },
        pgReport,
        vitestCount,
      );
    } else {
      lines.push('api (PostgreSQL): not run, TEST_DATABASE_URL is not set');
    }
  }
  if (wanted('e2e')) {
    const report = path.join(out, 'e2e.json');
    run('e2e (Chromium)', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report }, report, (r) => ({
      passed: (r.stats?.expected ?? 0) + (r.stats?.flaky ?? 0),
      failed: (r.stats?.unexpected ?? 0) + (r.errors?.length ?? 0),
    }));
  }
} finally {
  if (emulator) await emulator.stop();
}

console.log('');
for (const line of lines) console.log(line);
const summary = `${totals.passed} passed, ${totals.failed} failed`;
writeFileSync(path.join(out, 'summary.txt'), `${summary}\n`);
console.log(summary);
process.exit(totals.failed > 0 ? 1 : 0);
