/**
 * The notification worker: runs due jobs (reminders, e-mails, pushes) on this process. Any number of
 * processes may run one on the same database; the queue's claim gives each job to one of them. Its
 * timer holds no state: it only says when to look at the table again, and a start looks at once, so
 * whatever came due while the server was down runs then (reminders decide for themselves whether it
 * is too late: reminders.ts).
 */
import { createTransport } from 'nodemailer';
import { type ChannelDeps, runEmail, runPush } from './deliveries';
import { type JobHandler, type JobKind, runDueJobs } from './queue';
import { runReminder } from './reminders';

export interface WorkerDeps extends ChannelDeps {
  now?: () => number;
}

export function jobHandlers(deps: WorkerDeps): Record<JobKind, JobHandler> {
  return {
    reminder: (job, now) => runReminder(deps.db, job, now),
    email: (job) => runEmail(deps, job),
    push: (job) => runPush(deps, job),
  };
}

/** Runs every job due now (by the worker's clock); answers how many ran. */
export function runNotificationJobs(deps: WorkerDeps): Promise<number> {
  return runDueJobs(deps.db, jobHandlers(deps), (deps.now ?? Date.now)());
}

/** A nodemailer transport for SMTP_URL (smtp:// or smtps://, user and password in the URL). */
export function smtpTransport(url: string) {
  return createTransport(url);
}

/** Looks for due jobs now and every `pollMs`; answers a stop function that waits for a run in progress. */
export function startNotificationWorker(deps: WorkerDeps, pollMs = 5_000): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy) return;
    busy = true;
    running = runNotificationJobs(deps)
      .catch((error: unknown) => console.error('[jobs] run failed:', error instanceof Error ? error.message : error))
      .finally(() => (busy = false));
  };
  tick();
  const timer = setInterval(tick, pollMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
