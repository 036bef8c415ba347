/**
 * One drainer at a time per owner. Web Locks where the browser has them (released by the browser
 * when a tab dies); otherwise a lease in localStorage that expires if its tab dies; in Node and in
 * tests, a lock within this realm. A second drainer would be harmless (writes are idempotent), only
 * wasteful, so the fallbacks may be best-effort.
 */
export interface SyncLock {
  /** Runs `fn` while holding the lock `name`; resolves undefined if `signal` aborts while waiting. */
  run<T>(name: string, fn: () => Promise<T>, signal?: AbortSignal): Promise<T | undefined>;
}

/** Serialises callers within this JavaScript realm. */
export function memoryLock(): SyncLock {
  const tails = new Map<string, Promise<void>>();
  return {
    async run(name, fn, signal) {
      const previous = tails.get(name) ?? Promise.resolve();
      let release!: () => void;
      const tail = previous.then(() => new Promise<void>((resolve) => (release = resolve)));
      tails.set(name, tail);
      await previous;
      try {
        return signal?.aborted ? undefined : await fn();
      } finally {
        release();
        if (tails.get(name) === tail) tails.delete(name);
      }
    },
  };
}

const LEASE_MS = 10_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A lease shared by the tabs of one origin, renewed while held and free once it expires. */
export function leaseLock(storage: Storage, inner: SyncLock = memoryLock()): SyncLock {
  const me = Math.random().toString(36).slice(2);
  const read = (key: string): { holder: string; until: number } | null => {
    try {
      return JSON.parse(storage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  async function acquire(key: string, signal?: AbortSignal): Promise<boolean> {
    while (!signal?.aborted) {
      const lease = read(key);
      if (!lease || lease.until < Date.now() || lease.holder === me) {
        storage.setItem(key, JSON.stringify({ holder: me, until: Date.now() + LEASE_MS }));
        await sleep(30); // let a tab that wrote at the same moment win or lose visibly
        if (read(key)?.holder === me) return true;
      }
      await sleep(300);
    }
    return false;
  }
  return {
    run: (name, fn, signal) =>
      inner.run(
        name,
        async () => {
          const key = `lock:${name}`;
          if (!(await acquire(key, signal))) return undefined;
          const renew = setInterval(() => storage.setItem(key, JSON.stringify({ holder: me, until: Date.now() + LEASE_MS })), LEASE_MS / 3);
          try {
            return await fn();
          } finally {
            clearInterval(renew);
            if (read(key)?.holder === me) storage.removeItem(key);
          }
        },
        signal,
      ),
  };
}

/** The best lock this environment offers. */
export function browserLock(): SyncLock {
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager | null }).locks : null;
  if (locks?.request) {
    return {
      async run(name, fn, signal) {
        try {
          return await locks.request(name, { signal }, fn);
        } catch (error) {
          if (signal?.aborted) return undefined;
          throw error;
        }
      },
    };
  }
  if (typeof localStorage !== 'undefined') return leaseLock(localStorage);
  return memoryLock();
}
