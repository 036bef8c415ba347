/**
 * `npm run bench`: runs every scripts/bench/*.bench.ts in turn (each is a standalone script that
 * starts what it needs on loopback, measures, prints its figures and stops). `npm run bench -- notes`
 * runs only the files whose name contains "notes". Timing lives here, never in the test suite.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((q) => f.includes(q)))
  .sort();

if (files.length === 0) {
  console.log('No benchmarks match.');
  process.exit(0);
}
let failed = 0;
for (const file of files) {
  console.log(`\n━━ ${file} ━━`);
  const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(dir, file)], { stdio: 'inherit' });
  if (res.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
