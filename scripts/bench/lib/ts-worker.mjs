// Runs a TypeScript module in a worker thread: Node 20 does not apply `--import tsx` to a worker's
// entry, so the worker registers tsx itself and then imports the module named in workerData.entry.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
