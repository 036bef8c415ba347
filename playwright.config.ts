import { execSync } from 'node:child_process';
import { defineConfig } from '@playwright/test';

/** Debian's chromium, never a downloaded browser (docs/architecture.md#tests). */
export function chromiumPath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  try {
    return execSync('command -v chromium', { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('Chromium is missing: apt-get install -y chromium (or set CHROMIUM_PATH)');
  }
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/setup/e2e-global.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  outputDir: '.test-output/e2e-artifacts',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    viewport: { width: 1280, height: 800 },
    timezoneId: 'UTC',
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
