/**
 * The job queue (issue 17, docs/decisions/009): jobs are rows of `jobs`, on PostgreSQL and on PGlite
 * alike, so they survive restarts. Invariants:
 * - enqueue is idempotent by `key`: the same key twice is one job (a pending one may be moved);
 * - a due job is claimed by exactly one worker: the claim is one UPDATE over rows picked with
 *   `FOR UPDATE SKIP LOCKED`, which also sets a lease; a worker that dies mid-job leaves the lease to
 *   expire and another worker runs it again (handlers are idempotent: notification keys, job keys);
 * - time is the caller's clock (`now`), never the database's, so tests move it by hand;
 * - a failed job is retried with exponential backoff, up to MAX_ATTEMPTS, then kept as `failed`.
 * Nothing of this lives in memory: a worker's timer only says when to look again.
 */
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema';
import type { Tx } from '../orders/seats.service';

export type JobKind = 'reminder' | 'email' | 'push';

export interface Job {
  id: string;
  kind: JobKind;
  key: string;
  payload: Record<string, unknown>;
  runAt: Date;
  attempts: number;
}

/** What a handler says about a job it finished; a thrown error means "retry later". */
export type JobResult = { outcome: 'sent' | 'dropped' | 'skipped' | 'gone' | 'none' } | { rescheduleAt: Date };

export const MAX_ATTEMPTS = 8;
/** How long a claimed job stays with its worker before another may take it over. */
export const LEASE_MS = 2 * 60_000;
const BACKOFF_BASE_MS = 30_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min … capped at an hour: after `attempts` failures. */
export const backoffMs = (attempts: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

/** Adds a job unless one with this key exists. `move`: a pending job with the key gets this time instead. */
export async function enqueue(
  db: Db | Tx,
  job: { kind: JobKind; key: string; payload: Record<string, unknown>; runAt: Date },
  options: { move?: boolean } = {},
) {
  const insert = db.insert(jobs).values(job);
  await (options.move
    ? insert.onConflictDoUpdate({ target: jobs.key, set: { runAt: job.runAt, payload: job.payload }, setWhere: isNull(jobs.doneAt) })
    : insert.onConflictDoNothing());
}

/** Claims up to `limit` due jobs for this worker, each for LEASE_MS. */
export async function claimDueJobs(db: Db, now: number, limit = 20): Promise<Job[]> {
  const at = new Date(now);
  const leaseEnd = new Date(now + LEASE_MS);
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(isNull(jobs.doneAt), lte(jobs.runAt, at), sql`(${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= ${at})`))
    .orderBy(jobs.runAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(jobs)
    .set({ lockedUntil: leaseEnd, attempts: sql`${jobs.attempts} + 1` })
    .where(sql`${jobs.id} in ${due}`)
    .returning({ id: jobs.id, kind: jobs.kind, key: jobs.key, payload: jobs.payload, runAt: jobs.runAt, attempts: jobs.attempts });
  return claimed as Job[];
}

export async function finishJob(db: Db, job: Job, result: JobResult, now: number) {
  if ('rescheduleAt' in result) {
    // Not an attempt: the job's moment moved (a class moved later).
    await db
      .update(jobs)
      .set({ runAt: result.rescheduleAt, lockedUntil: null, attempts: sql`greatest(${jobs.attempts} - 1, 0)` })
      .where(eq(jobs.id, job.id));
    return;
  }
  await db
    .update(jobs)
    .set({ doneAt: new Date(now), outcome: result.outcome, lockedUntil: null })
    .where(eq(jobs.id, job.id));
}

export async function failJob(db: Db, job: Job, error: unknown, now: number) {
  const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
  const giveUp = job.attempts >= MAX_ATTEMPTS;
  await db
    .update(jobs)
    .set(
      giveUp
        ? { doneAt: new Date(now), outcome: 'failed', lockedUntil: null, lastError: message }
        : { runAt: new Date(now + backoffMs(job.attempts)), lockedUntil: null, lastError: message },
    )
    .where(eq(jobs.id, job.id));
}

export type JobHandler = (job: Job, now: number) => Promise<JobResult>;

/**
 * Runs every job due at `now` with `handlers`, batch after batch, until none is due. Answers how many
 * ran. Each job's handler failure is that job's alone: it is retried later, the others go on.
 */
export async function runDueJobs(db: Db, handlers: Record<JobKind, JobHandler>, now: number): Promise<number> {
  let ran = 0;
  for (;;) {
    const batch = await claimDueJobs(db, now);
    if (!batch.length) return ran;
    for (const job of batch) {
      ran += 1;
      try {
        await finishJob(db, job, await handlers[job.kind](job, now), now);
      } catch (error) {
        console.error(`[jobs] ${job.kind} ${job.key} failed (attempt ${job.attempts}):`, error instanceof Error ? error.message : error);
        await failJob(db, job, error, now);
      }
    }
  }
}

/**
 * How many jobs wait (not done), and how many of them are due now: for metrics (issue 18) and health.
 */
export async function queueDepth(db: Db, now = Date.now()): Promise<{ pending: number; due: number; failed: number }> {
  const at = new Date(now);
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${jobs.doneAt} is null))::int`,
      due: sql<number>`(count(*) filter (where ${jobs.doneAt} is null and ${jobs.runAt} <= ${at}))::int`,
      failed: sql<number>`(count(*) filter (where ${jobs.outcome} = 'failed'))::int`,
    })
    .from(jobs);
  return { pending: Number(row?.pending ?? 0), due: Number(row?.due ?? 0), failed: Number(row?.failed ?? 0) };
}
