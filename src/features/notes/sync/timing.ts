/** The sync engine's sense of time: the clock it reads (a fake one in tests) and how long it waits after a failure. */

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

const BACKOFF_BASE_MS = 1_000;
const BACKOFF_MAX_MS = 60_000;

/** Exponential backoff with jitter, never sooner than the server's Retry-After. */
export function backoffDelay(failures: number, random: () => number, retryAfterMs = 0): number {
  const exp = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1));
  return Math.max(Math.round(exp * (0.5 + random() / 2)), retryAfterMs);
}
