/**
 * Prometheus metrics (prom-client) for GET /api/metrics: requests counted and timed per route
 * pattern (`/api/sessions/:id`, never the raw path, so ids do not explode the label set), the
 * process's own figures, and gauges read at each scrape that server/serve.ts registers: the
 * PostgreSQL connection pool (`db_pool_connections`, `db_pool_max`; PGlite has no pool) and the
 * notification job queue's depth (`job_queue_depth`, with `aggregator: 'max'`: every worker reads the
 * same table, so the cluster's figure is not their sum).
 * In cluster mode each worker keeps its own figures, and the worker that answers /api/metrics asks
 * the primary to add up every worker's (cluster.ts); counters and gauges are summed.
 */
import client from 'prom-client';

export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

const requests = new client.Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [registry],
});

const duration = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request (until the response starts), by method and route pattern',
  labelNames: ['method', 'route'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  requests.inc({ method, route, status: String(status) });
  duration.observe({ method, route }, seconds);
}

export interface GaugeOptions<L extends string = string> {
  name: string;
  help: string;
  labelNames?: readonly L[];
  /** How a cluster combines the workers' values: 'sum' (the default) for per-process figures, 'max' for one read from the database. */
  aggregator?: 'sum' | 'max' | 'min' | 'average' | 'first' | 'omit';
  /** Read at each scrape: one number, or one per label set. */
  read: () => number | Promise<number> | Array<{ labels: Record<L, string>; value: number }> | Promise<Array<{ labels: Record<L, string>; value: number }>>;
}

/** A gauge read at scrape time. Registering a name again replaces it (each test app registers its own). */
export function registerGauge<L extends string>(options: GaugeOptions<L>): void {
  registry.removeSingleMetric(options.name);
  new client.Gauge({
    name: options.name,
    help: options.help,
    labelNames: options.labelNames ?? [],
    registers: [registry],
    aggregator: options.aggregator ?? 'sum',
    async collect() {
      const value = await options.read();
      this.reset();
      if (typeof value === 'number') this.set(value);
      else for (const v of value) this.set(v.labels as never, v.value);
    },
  });
}
