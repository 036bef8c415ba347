/**
 * PGlite is one connection that runs one statement at a time. Under load its own lock makes callers
 * wait without end (at 200 connections a few percent waited over 10 s). This gate puts every call in
 * one first-come queue and lets a caller wait only what is left of its request's budget (budget.ts);
 * past that it gives up with DatabaseBusyError, so the client is told to retry instead of hanging.
 * A statement, once started, runs to its end: WASM cannot be interrupted.
 */
import type { PGlite } from '@electric-sql/pglite';
import { DatabaseBusyError, remainingMs, spending } from './budget';

interface Waiter {
  start(): void;
  timer?: NodeJS.Timeout;
}

export function gatedPglite(client: PGlite, boundMs: number): PGlite {
  const queue: Waiter[] = [];
  let busy = false;

  const next = () => {
    const waiter = queue.shift();
    if (!waiter) return void (busy = false);
    clearTimeout(waiter.timer);
    waiter.start();
  };

  function turn(): Promise<void> {
    if (!busy) {
      busy = true;
      return Promise.resolve();
    }
    const left = remainingMs(boundMs);
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { start: resolve };
      if (Number.isFinite(left)) {
        waiter.timer = setTimeout(
          () => {
            queue.splice(queue.indexOf(waiter), 1);
            reject(new DatabaseBusyError());
          },
          Math.max(0, left),
        );
      }
      queue.push(waiter);
    });
  }

  async function gated<T>(work: () => Promise<T>): Promise<T> {
    if (remainingMs(boundMs) <= 0) throw new DatabaseBusyError();
    return spending(async () => {
      await turn();
      try {
        return await work();
      } finally {
        next();
      }
    });
  }

  const wrapped = new Set(['query', 'exec', 'transaction', 'sql']);
  return new Proxy(client, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      // PGlite keeps its state in private fields, so methods must run on the real instance.
      const method = (value as (...args: unknown[]) => unknown).bind(target);
      if (typeof property !== 'string' || !wrapped.has(property)) return method;
      return (...args: unknown[]) => gated(() => method(...args) as Promise<unknown>);
    },
  });
}
