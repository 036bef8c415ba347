// `npm run fuzz`: the API fuzz test (server/fuzz.test.ts) at full size, 10,000 requests, on PGlite and,
// when TEST_DATABASE_URL is set, on PostgreSQL. FUZZ_RUNS and FUZZ_SEED override the size and seed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const runs = process.env.FUZZ_RUNS ?? '10000';
const engines = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
let failed = false;
for (const engine of engines) {
  console.log(`\n━━ fuzz (${engine}, ${runs} requests) ━━`);
  const res = spawnSync(path.resolve('node_modules/.bin/vitest'), ['run', '--project', 'api', 'server/fuzz.test.ts'], {
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: engine, FUZZ_RUNS: runs },
  });
  failed ||= res.status !== 0;
}
if (engines.length === 1) console.log('\nPostgreSQL not fuzzed: TEST_DATABASE_URL is not set');
process.exit(failed ? 1 : 0);
