/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    p99_9?: number;
    max: number;
    total: number;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    requests?: Request[];
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
    /** Responses per status code, e.g. { '200': { count: 5 } }. */
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export type { Options, Request, Result };
  export default autocannon;
}
