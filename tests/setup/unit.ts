/** Unit and component tests: a console.error is a failure (docs/architecture.md#conventions-8), IndexedDB is fake-indexeddb. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, vi } from 'vitest';

let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length) throw new Error(`console.error was called:\n${errors.map((a) => a.map(String).join(' ')).join('\n')}`);
});
