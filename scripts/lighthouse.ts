/**
 * `npm run lighthouse`: Lighthouse (from npm) in the system Chromium, as a new visitor meets the
 * product: the production build (built first when the sources are newer), served by the real server
 * with the demo data on free ports. Prints mobile and desktop scores and FCP, LCP, TBT and CLS for
 * `/`, `/signin` and a session detail page, the median of `--runs N` runs (default 3);
 * `--only home|signin|detail` measures one page.
 *
 * The detail page is private: a demo student signs in through the real form first, then the HTTP
 * cache, Cache Storage and the service worker are cleared, so that page too loads from the network;
 * only the sign-in (Firebase's IndexedDB, the app's localStorage) is kept. Timings depend on the
 * machine's load, which is printed with the figures. Not a test: nothing here passes or fails.
 * The last report of each page and device is kept in .test-output/lighthouse/ (open it in
 * https://googlechrome.github.io/lighthouse/viewer/ or read the audits' JSON).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { desktopConfig, type Flags, type Result } from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../playwright.config';
import { freePort } from './lib/emulator.mjs';
import { buildApp, startProduct } from '../tests/setup/product-server';

const REPORTS = path.resolve('.test-output/lighthouse');
const DEMO_STUDENT = 'student1@demo.test';
const DEMO_PASSWORD = 'Demo@1234';
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 3;
const onlyArg = process.argv.indexOf('--only');
/** `--only detail` (or home, signin): one page, for a quicker look. */
const ONLY = onlyArg > 0 ? process.argv[onlyArg + 1] : undefined;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time', CLS: 'cumulative-layout-shift' } as const;

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((f) => newestMtime(path.join(target, f))));
}

function buildIfNeeded() {
  const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
  const sources = Math.max(...['src', 'sw', 'domain', 'public', 'index.html', 'manifest.webmanifest', 'vite.config.ts', 'package-lock.json'].map(newestMtime));
  if (sources > built) {
    console.log('Building (the sources are newer than dist/)…');
    buildApp();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Row {
  page: string;
  device: 'mobile' | 'desktop';
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, string>;
  failing: string[];
}

function summarise(page: string, device: Row['device'], results: Result[]): Row {
  // The run with the median performance score stands for all, so its metrics belong together.
  const sorted = [...results].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
  const lhr = sorted[Math.floor(sorted.length / 2)]!;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(median(results.map((r) => r.categories[c]?.score ?? 0)) * 100)])) as Row['scores'];
  const metrics = Object.fromEntries(Object.entries(METRICS).map(([k, id]) => [k, lhr.audits[id]?.displayValue ?? '?'])) as Row['metrics'];
  const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? []).filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1).map((ref) => `${c}: ${ref.id}`),
  );
  return { page, device, scores, metrics, failing };
}

async function main() {
  buildIfNeeded();
  const product = await startProduct('lighthouse', { logRequests: false });
  const port = await freePort();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-profile-'));
  // A persistent context is the browser's default one, which Lighthouse's tabs share: the sign-in
  // made here is seen by the detail page's runs.
  const browser = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`],
    headless: true,
  });
  const rows: Row[] = [];
  try {
    const sessions = (await (await fetch(`${product.baseURL}/api/sessions`)).json()) as { _id: string }[];
    const detail = `/sessions/${sessions[0]!._id}`;

    const measure = async (page: string, flags: Flags = {}, beforeEach = async () => {}) => {
      for (const device of ['mobile', 'desktop'] as const) {
        const results: Result[] = [];
        for (let i = 0; i < RUNS; i++) {
          await beforeEach();
          const run = await lighthouse(
            product.baseURL + page,
            { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], ...flags },
            device === 'desktop' ? desktopConfig : undefined,
          );
          if (!run) throw new Error(`Lighthouse returned nothing for ${page}`);
          results.push(run.lhr);
        }
        const row = summarise(page, device, results);
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(
          path.join(REPORTS, `${device}-${page.startsWith('/sessions/') ? 'session-detail' : page.slice(1) || 'home'}.json`),
          JSON.stringify(results.at(-1)),
        );
        rows.push(row);
        console.log(`  ${device.padEnd(7)} ${page}: ${CATEGORIES.map((c) => `${c} ${row.scores[c]}`).join(', ')}`);
      }
    };

    console.log(
      `Lighthouse, ${RUNS} run(s) per figure (median), load average ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    if (!ONLY || ONLY === 'home') await measure('/');
    if (!ONLY || ONLY === 'signin') await measure('/signin');
    if (!ONLY || ONLY === 'detail') {
      const tab = await browser.newPage();
      await tab.goto(`${product.baseURL}/signin`);
      await tab.getByLabel('Email').fill(DEMO_STUDENT);
      await tab.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      await tab.getByRole('button', { name: 'Sign In', exact: true }).click();
      await tab.waitForURL((url) => !url.pathname.startsWith('/signin'));
      // Not the detail page itself: its data must not be in the persisted query cache.
      await tab.getByRole('heading', { name: 'Sessions' }).waitFor();
      const cdp = await browser.newCDPSession(tab);
      // Lighthouse's own reset would clear the origin's storage, and with it the sign-in. This one
      // keeps only the sign-in (Firebase's IndexedDB, the app's auth keys in localStorage) and clears
      // the rest: the HTTP cache, the service worker and its caches, the persisted query cache, so
      // no run finds the page's data from an earlier run.
      const coldCaches = async () => {
        await tab.goto(`${product.baseURL}/robots.txt`);
        await tab.evaluate(() => {
          for (const key of Object.keys(localStorage)) if (!key.startsWith('auth-')) localStorage.removeItem(key);
        });
        await tab.goto('about:blank');
        await cdp.send('Storage.clearDataForOrigin', { origin: product.baseURL, storageTypes: 'cache_storage,service_workers' });
        await cdp.send('Network.clearBrowserCache');
      };
      await measure(detail, { disableStorageReset: true }, coldCaches);
      await tab.close();
    }
  } finally {
    await browser.close();
    await product.stop();
    rmSync(profile, { recursive: true, force: true });
  }

  console.log(
    `\nLoad (uptime): ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(', ')} on ${os.cpus().length} cores\n`,
  );
  console.log('| Page | Device | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const p = r.page.startsWith('/sessions/') ? 'session detail' : `\`${r.page}\``;
    console.log(`| ${p} | ${r.device} | ${CATEGORIES.map((c) => r.scores[c]).join(' | ')} | ${Object.values(r.metrics).join(' | ')} |`);
  }
  const failing = [...new Set(rows.flatMap((r) => r.failing.map((f) => `${r.device} ${r.page}: ${f}`)))];
  if (failing.length) console.log(`\nAudits below 100 outside performance:\n  ${failing.join('\n  ')}`);
}

await main();
