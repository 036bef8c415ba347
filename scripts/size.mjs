// `npm run size`: the gzip size of the JavaScript that `/` loads before it is interactive, that is
// the entry script and every module it preloads, as listed in the built index.html. Lazy chunks
// (dashboard, forms, Firebase, Stripe) load later and are listed separately for information.
// Budget (issue 12): at most 110 KB gzip. Exits 1 when over budget. Build first: npm run build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 110;
const dist = path.resolve('dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g)].map((m) => m[1].replace(/^\//, '')));
const gz = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

let total = 0;
console.log('Loaded by / before it is interactive:');
for (const file of initial) {
  const kb = gz(file);
  total += kb;
  console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${file}`);
}
console.log(`  ${total.toFixed(1).padStart(7)} KB  total gzip (budget ${BUDGET_KB} KB)`);

const lazy = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.has(`assets/${f}`))
  .map((f) => [f, gz(`assets/${f}`)])
  .sort((a, b) => b[1] - a[1]);
console.log('\nLoaded on demand (largest first):');
for (const [f, kb] of lazy.slice(0, 8)) console.log(`  ${kb.toFixed(1).padStart(7)} KB  assets/${f}`);

if (total > BUDGET_KB) {
  console.error(`\nOver budget by ${(total - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
