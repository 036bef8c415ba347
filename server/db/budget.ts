/**
 * The bound on how long a request waits for the database (DB_TIMEOUT_MS, 5 s by default). Each
 * request carries a budget; every wait for a connection and every query spends from it, and the
 * engines give each wait only what is left. Outside a request (start-up, seeding) each call gets the
 * whole bound; migrations run unbounded.
 *
 * Two ways to run out, answered differently (errors.ts): the database is fine but every connection
 * is taken (DatabaseBusyError: 503 `busy`, retry in a second), or it is down or hung (503 `unavailable`).
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export const DEFAULT_DB_TIMEOUT_MS = 5_000;

interface Budget {
  spentMs: number;
}

const budgets = new AsyncLocalStorage<Budget>();

/** Runs one request with a fresh budget. */
export function withDatabaseBudget<T>(fn: () => T): T {
  return budgets.run({ spentMs: 0 }, fn);
}

/** Runs fn with no bound (schema migrations, which may legitimately take long). */
export function withoutDatabaseBound<T>(fn: () => T): T {
  return budgets.run({ spentMs: -Infinity }, fn);
}

/** What is left of the bound for the current request, or the whole bound outside one. */
export function remainingMs(boundMs: number): number {
  const budget = budgets.getStore();
  return budget ? boundMs - budget.spentMs : boundMs;
}

/** Starts timing a wait of the current request; call the result when the wait ends to charge it. */
export function startWait(): () => void {
  const budget = budgets.getStore();
  const started = performance.now();
  return () => {
    if (budget) budget.spentMs += performance.now() - started;
  };
}

/** Times a database wait and charges it to the current request. */
export async function spending<T>(work: () => Promise<T>): Promise<T> {
  const done = startWait();
  try {
    return await work();
  } finally {
    done();
  }
}

/** The database answers, but no connection came free in time: the caller should retry shortly. */
export class DatabaseBusyError extends Error {
  readonly code = 'DB_BUSY';
  constructor(options?: { cause?: unknown }) {
    super('Every database connection stayed busy for the whole wait.', options);
  }
}

/** The database did not answer within the bound (down, hung, or unreachable). */
export class DatabaseUnavailableError extends Error {
  readonly code = 'DB_UNAVAILABLE';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/**
 * What the engine last heard from the database, to tell a busy pool from a database that does not
 * answer when a wait runs out. Unavailable: the last word was a failure, or queries are outstanding
 * and none has been answered during the whole wait. Busy: it answers, just not fast enough for
 * every caller (or our own connections are held by work that is not a query).
 */
export class DatabaseHealth {
  private failedAt = 0;
  private answeredAt = 0;
  private outstanding = 0;

  /** A query goes out; call the result once when it settles. */
  querying(): () => void {
    this.outstanding += 1;
    let settled = false;
    return () => {
      if (!settled) this.outstanding -= 1;
      settled = true;
    };
  }

  answered(): void {
    this.answeredAt = performance.now();
  }

  failed(): void {
    this.failedAt = performance.now();
  }

  /** The error for a wait that began at `since` and ran out. */
  outOfTime(since: number, cause?: unknown): Error {
    const stalled = this.answeredAt < since && this.outstanding > 0;
    return this.failedAt > this.answeredAt || stalled
      ? new DatabaseUnavailableError('The database did not answer in time.', { cause })
      : new DatabaseBusyError({ cause });
  }
}
