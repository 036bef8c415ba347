/**
 * Cluster mode (`WORKERS=N`, PostgreSQL only): N API processes share one port through node:cluster,
 * whose primary accepts the connections and hands them to the workers in turn. The primary does what
 * must happen once (migrations, importing old uploads, demo data, the local login secret) and only
 * then forks, so the workers never race each other to migrate. It also:
 * - forks a new worker when one exits, unless the whole cluster is stopping;
 * - on SIGHUP, restarts the workers one at a time (a rolling restart: the replacement listens before
 *   the old one is told to stop, and the old one finishes its requests, graceful.ts);
 * - on SIGTERM or SIGINT, stops every worker gracefully, then itself;
 * - adds up the workers' metrics for /api/metrics (ops/cluster-metrics.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import { type Env, loginSecret } from './env';
import { serveClusterMetrics } from './ops/cluster-metrics';
import { openConfiguredDatabase, prepareDatabase } from './serve';

const RESTART_DELAY_MS = 1_000;

function exited(worker: Worker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    worker.once('exit', () => resolve());
  });
}

function listening(worker: Worker): Promise<void> {
  return new Promise((resolve, reject) => {
    worker.once('listening', () => resolve());
    worker.once('exit', (code) => reject(new Error(`worker ${worker.process.pid} exited (${code}) before listening`)));
  });
}

export async function runPrimary(env: Env): Promise<void> {
  console.log(`[cluster] primary ${process.pid}: preparing the database, then ${env.WORKERS} workers`);
  const database = await openConfiguredDatabase(env);
  try {
    await prepareDatabase(env, database);
  } finally {
    await database.close();
  }
  // Made here once: workers that each created the local secret at the same time could disagree.
  loginSecret(env);
  serveClusterMetrics();

  let stopping = false;
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => console.log(`[cluster] worker ${worker.process.pid} listening`));
    return worker;
  };
  cluster.on('exit', (worker, code, signal) => {
    if (stopping || worker.exitedAfterDisconnect || (worker as Worker & { replaced?: boolean }).replaced) return;
    console.warn(`[cluster] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });
  for (let i = 0; i < env.WORKERS; i++) fork();

  let rolling = false;
  process.on('SIGHUP', () => {
    if (rolling || stopping) return;
    rolling = true;
    void (async () => {
      console.log('[cluster] SIGHUP: restarting the workers one at a time');
      for (const old of Object.values(cluster.workers ?? {})) {
        if (!old || stopping) continue;
        const next = fork();
        await listening(next);
        (old as Worker & { replaced?: boolean }).replaced = true;
        old.process.kill('SIGTERM');
        await exited(old);
      }
      console.log('[cluster] rolling restart done');
    })()
      .catch((error: Error) => console.error('[cluster] rolling restart failed:', error.message))
      .finally(() => (rolling = false));
  });

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`[cluster] ${signal}: stopping the workers`);
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
    for (const worker of workers) worker.process.kill('SIGTERM');
    await Promise.all(workers.map(exited));
    console.log('[cluster] stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
