/**
 * Metrics across cluster workers. A scrape of /api/metrics reaches one worker, which asks the primary
 * over the cluster's IPC channel; the primary gathers every worker's figures (prom-client's
 * AggregatorRegistry) and sends back the sum. Outside a cluster there is nothing to gather.
 */
import cluster, { type Worker } from 'node:cluster';
import { randomUUID } from 'node:crypto';
import client from 'prom-client';
import { registry } from './metrics';

const ASK = 'studyhub:metrics?';
const ANSWER = 'studyhub:metrics';

interface Answer {
  type: typeof ANSWER;
  id: string;
  text?: string;
}

if (cluster.isWorker) {
  // Lets the primary's AggregatorRegistry read this worker's registry; every worker must answer it.
  new client.AggregatorRegistry();
  client.AggregatorRegistry.setRegistries([registry]);
}

/** In a worker: the whole cluster's metrics text, or null outside a cluster (or if the primary is slow). */
export function clusterMetrics(): Promise<string | null> {
  if (!cluster.isWorker || !process.send) return Promise.resolve(null);
  const id = randomUUID();
  return new Promise((resolve) => {
    const done = (text: string | null) => {
      clearTimeout(timer);
      process.off('message', onMessage);
      resolve(text);
    };
    const onMessage = (message: Answer) => {
      if (message?.type === ANSWER && message.id === id) done(message.text ?? null);
    };
    const timer = setTimeout(() => done(null), 3_000);
    process.on('message', onMessage);
    process.send!({ type: ASK, id });
  });
}

/** In the primary: answers the workers' requests for the cluster's metrics. */
export function serveClusterMetrics(): void {
  const aggregator = new client.AggregatorRegistry();
  cluster.on('message', (worker: Worker, message: { type?: string; id?: string }) => {
    if (message?.type !== ASK) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: ANSWER, id: message.id, text }),
      (error: Error) => {
        console.error('[cluster] gathering metrics failed:', error.message);
        worker.send({ type: ANSWER, id: message.id });
      },
    );
  });
}
