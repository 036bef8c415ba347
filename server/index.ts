/**
 * The Node entry. One API process by default; with WORKERS=N (PostgreSQL only) a cluster of N on
 * one port (cluster.ts). Logs are JSON lines from the first one on.
 */
import cluster from 'node:cluster';
import { loadEnv } from './env';
import { jsonConsole } from './ops/log';

jsonConsole();
let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

if (env.WORKERS > 1 && cluster.isPrimary) {
  const { runPrimary } = await import('./cluster');
  await runPrimary(env);
} else {
  const { runApiProcess } = await import('./serve');
  await runApiProcess(env, { worker: cluster.isWorker });
}
