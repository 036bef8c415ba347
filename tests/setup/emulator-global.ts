/**
 * Vitest global set-up for the API suite: one real Auth Emulator for the whole run (or the one named
 * by FIREBASE_AUTH_EMULATOR_HOST, when it answers), handed to the test files through `provide`.
 */
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { isUp, startAuthEmulator } from '../../scripts/lib/emulator.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    authEmulatorHost: string;
  }
}

export default async function setup(project: TestProject) {
  const existing = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (existing && (await isUp(existing))) {
    project.provide('authEmulatorHost', existing);
    return;
  }
  const emulator = await startAuthEmulator({ logFile: path.resolve('.test-output/auth-emulator-api.log') });
  project.provide('authEmulatorHost', emulator.host);
  return () => emulator.stop();
}
