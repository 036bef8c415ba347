// Screenshots of screens at phone and desktop width, for looking at what we built.
// Usage: npm run screenshots -- [--as student1@demo.test] [--base http://localhost:3000] [--click 'Button name'] /path [/path…]
// --click presses that button on each page first (to see a dialog it opens).
// Writes .screenshots/<name>-<width>.png. Needs a running `npm start` (demo accounts).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../playwright.config';

const args = process.argv.slice(2);
const opt = <T extends string | null>(name: string, fallback: T): string | T => {
  const i = args.indexOf(name);
  if (i === -1) return fallback;
  const [value] = args.splice(i, 2).slice(1);
  return value ?? fallback;
};
const as = opt('--as', null);
const base = opt('--base', 'http://localhost:3000');
const wait = Number(opt('--wait', '800'));
const click = opt('--click', null);
const paths = args.length ? args : ['/'];
mkdirSync('.screenshots', { recursive: true });

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const viewports = [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const;
for (const [label, viewport] of viewports) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await context.newPage();
  if (as) {
    await page.goto(`${base}/signin`);
    await page.getByLabel('Email').fill(as);
    await page.getByLabel('Password', { exact: true }).fill(process.env.DEMO_PASSWORD ?? 'Demo@1234');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((u) => !u.pathname.startsWith('/signin'));
  }
  for (const p of paths) {
    await page.goto(`${base}${p}`);
    await page.waitForLoadState('networkidle');
    if (click) await page.getByRole('button', { name: click, exact: true }).click();
    await page.waitForTimeout(wait);
    const name = (p === '/' ? 'home' : p.replace(/^\//, '').replace(/[/?=&]+/g, '_')) + (as ? `-${as.split('@')[0]}` : '');
    await page.screenshot({ path: `.screenshots/${name}-${label}.png`, fullPage: true });
    console.log(`.screenshots/${name}-${label}.png`);
  }
  await context.close();
}
await browser.close();
