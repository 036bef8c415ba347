/**
 * node-postgres with every wait bounded (budget.ts). A database that stops answering (a network
 * partition, a failover) must neither hold requests for as long as it hangs nor leave dead
 * connections in the pool after it is back:
 * - the wait for a pool connection and each query get what is left of the request's budget;
 * - a query that runs out of time destroys its connection, since a query already sent cannot be
 *   taken back and the connection may be half-open; the idle connections go with it, because one
 *   that died silently would hang the next request that takes it;
 * - PostgreSQL cancels a statement past the bound itself (statement_timeout), TCP keepalive finds a
 *   peer that vanished, and connections are recycled after a while so none lives on forever.
 */
import { AsyncResource } from 'node:async_hooks';
import pg from 'pg';
import { DatabaseHealth, remainingMs, spending, startWait } from './budget';

export interface BoundedPoolOptions {
  url: string;
  max: number;
  /** DB_TIMEOUT_MS: the most a request waits for the database in all. */
  timeoutMs: number;
}

/** A new connection that takes longer than this is as good as refused (the database is down). */
const CONNECT_TIMEOUT_MS = 2_000;

const isTimeout = (error: unknown) => (error as Error | undefined)?.message === 'Query read timeout';
const CONNECTION_LOST = /Connection terminated|timeout expired|ECONNREFUSED|ECONNRESET|ETIMEDOUT|EHOSTUNREACH|ENETUNREACH/;

type Callback = (error: Error | undefined, ...rest: unknown[]) => void;

interface Shared {
  boundMs: number;
  health: DatabaseHealth;
  /** Called when a query ran out of time: its connection is gone, and suspicion falls on the idle ones. */
  onTimeout(): void;
}

function makeClientClass(shared: Shared) {
  return class BoundedClient extends pg.Client {
    constructor(config: pg.ClientConfig) {
      super({ ...config, connectionTimeoutMillis: Math.min(config.connectionTimeoutMillis || CONNECT_TIMEOUT_MS, CONNECT_TIMEOUT_MS) });
    }

    // node-postgres's query has many overloads; this wraps all of them without changing any.
    override query(config: any, values?: any, callback?: any): any {
      const left = remainingMs(shared.boundMs);
      if (left <= 0) {
        const error = shared.health.outOfTime(performance.now() - shared.boundMs);
        const cb = typeof values === 'function' ? values : callback;
        if (cb) return void process.nextTick(() => cb(error));
        return Promise.reject(error);
      }
      const submittable = config && typeof config.submit === 'function';
      const bounded =
        submittable || !Number.isFinite(left) ? config : { ...(typeof config === 'string' ? { text: config } : config), query_timeout: Math.ceil(left) };
      const settled = shared.health.querying();
      const settle = (error: unknown) => {
        settled();
        if (!error) return shared.health.answered();
        if (isTimeout(error)) {
          shared.health.failed();
          // With the query still on the wire, end() destroys the socket rather than waiting on it.
          void this.end().catch(() => {});
          shared.onTimeout();
        } else if (CONNECTION_LOST.test((error as Error).message ?? '')) {
          shared.health.failed();
        } else {
          shared.health.answered(); // a SQL error is still an answer
        }
      };
      const wrap = (cb: Callback): Callback => {
        const done = startWait();
        return (error, ...rest) => {
          done();
          settle(error);
          cb(error, ...rest);
        };
      };
      if (typeof values === 'function') return super.query(bounded, wrap(values));
      if (typeof callback === 'function') return super.query(bounded, values, wrap(callback));
      const result = super.query(bounded, values);
      if (result && typeof (result as Promise<unknown>).then === 'function') {
        return spending(() => result as Promise<unknown>).then(
          (value) => (settle(undefined), value),
          (error) => {
            settle(error);
            throw error;
          },
        );
      }
      return result;
    }
  };
}

export class BoundedPool extends pg.Pool {
  readonly health: DatabaseHealth;
  private readonly boundMs: number;
  private readonly idle = new Set<pg.PoolClient>();

  constructor(options: BoundedPoolOptions) {
    const health = new DatabaseHealth();
    const shared: Shared = { boundMs: options.timeoutMs, health, onTimeout: () => this.dropIdle() };
    super({
      connectionString: options.url,
      max: options.max,
      Client: makeClientClass(shared) as unknown as typeof pg.Client,
      connectionTimeoutMillis: options.timeoutMs,
      // PostgreSQL's own limits: a statement past the bound is cancelled, and a transaction left
      // open by a vanished client does not hold its locks for long.
      statement_timeout: options.timeoutMs,
      idle_in_transaction_session_timeout: Math.max(options.timeoutMs * 2, 10_000),
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      idleTimeoutMillis: 30_000,
      maxLifetimeSeconds: 300,
    });
    this.health = health;
    this.boundMs = options.timeoutMs;
    this.on('release', (error: Error | undefined, client: pg.PoolClient) => {
      if (!error) this.idle.add(client);
    });
    this.on('acquire', (client: pg.PoolClient) => this.idle.delete(client));
    this.on('remove', (client: pg.PoolClient) => this.idle.delete(client));
  }

  // pg-pool reads connectionTimeoutMillis at each connect, so each wait gets what is left of its
  // request's budget. The callback is bound to the caller's async context: pg-pool calls it from
  // whichever request released the connection, and the query that follows must spend the caller's budget.
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: any) => void) => void): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: any) => void) => void,
  ): Promise<pg.PoolClient> | void {
    const left = remainingMs(this.boundMs);
    if (left <= 0) {
      const error = this.health.outOfTime(performance.now() - this.boundMs);
      if (callback) return void process.nextTick(() => callback(error, undefined, () => {}));
      return Promise.reject(error);
    }
    this.options.connectionTimeoutMillis = Number.isFinite(left) ? Math.max(1, Math.ceil(left)) : 0;
    const since = performance.now();
    const classify = (error: Error | undefined) => {
      if (!error) return error;
      if (/timeout exceeded when trying to connect/.test(error.message)) return this.health.outOfTime(since, error);
      if (CONNECTION_LOST.test(error.message) || (error as { code?: string }).code === 'ECONNREFUSED') this.health.failed();
      return error;
    };
    if (callback) {
      const bound = AsyncResource.bind(callback);
      const waited = startWait();
      return super.connect((error, client, done) => {
        waited();
        bound(classify(error), client, done);
      });
    }
    return spending(() => super.connect()).catch((error: Error) => {
      throw classify(error);
    });
  }

  /** Ends every idle connection: after one went silent, the others on the same path are suspect. */
  private dropIdle(): void {
    for (const client of this.idle) {
      this.idle.delete(client);
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  }
}
