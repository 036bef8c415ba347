/** Starts scripts/bench/lib/bench-server.ts in a worker thread (the other core) and, on request, a fresh PostgreSQL database for it. */
import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import type { BenchServerInfo } from './bench-server';

export const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export async function startBenchServer(databaseUrl?: string) {
  const worker = new Worker(new URL('./ts-worker.mjs', import.meta.url), {
    workerData: { entry: new URL('./bench-server.ts', import.meta.url).href, databaseUrl },
  });
  const info = await new Promise<BenchServerInfo>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      worker.once('exit', () => resolve());
      worker.postMessage('stop');
    });
  return { ...info, base: `http://127.0.0.1:${info.port}`, stop };
}

/** A new database on ADMIN_URL's server; drop() removes it. */
export async function benchDatabase(prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
