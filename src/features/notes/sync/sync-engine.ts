/**
 * The notes sync engine (docs/architecture.md#offline-notes): pushes the owner's pending notes from IndexedDB to the
 * server, then pulls the server's copy and merges it. One engine per signed-in owner.
 *
 * Invariants:
 * 1. IndexedDB is the truth on the device. The engine removes a local note only when the server has
 *    confirmed its delete or reports the id deleted; it never touches another owner's notes.
 * 2. A note becomes `synced` only if it still holds the exact version the server acknowledged; a
 *    change made while a request was in flight stays pending and is sent next.
 * 3. No answer, 503, 408 and 429 (the server or the network as a whole) keep the note pending and
 *    retry the whole run with backoff. Any other 5xx is about that note (issue 13: one note the server
 *    cannot store must not freeze the device's sync): the note stays pending, is marked `stuck` and
 *    waits on its own backoff, while the other notes push and the pull still runs. 401 pauses the
 *    whole queue until a session is established again. Any other 4xx marks that note `rejected` with
 *    the server's reason, shown on the device, until the user edits it or tries again. Nothing is
 *    dropped.
 * 4. Every write is idempotent (upsert by the device's id, delete that succeeds when gone), so a
 *    request repeated after a crash, a closed tab or a lost answer is harmless.
 * 5. Only one engine per owner drains at a time (the lock); runs within one engine never overlap;
 *    within a run a note is never in flight twice.
 * 6. Time and the network come in through `clock` and `transport`, so tests need no real timers.
 */
import { MSG } from '@domain/messages';
import type { LocalNote, NotesDb } from '../db/notes-db';
import { type MergeNotice, mergeServerNotes } from './merge';
import { memoryLock, type SyncLock } from './sync-lock';
import { backoffDelay, type Clock, systemClock } from './timing';
import { describeFailure, isNoteFailure, isRejection, isUnauthorized, type NotesTransport, SyncHttpError } from './transport';

export type SyncState = 'starting' | 'syncing' | 'idle' | 'offline' | 'waiting-login' | 'retrying' | 'paused';

export interface SyncStatus {
  state: SyncState;
  /** When the next automatic attempt is due, for 'retrying'. */
  retryAt?: number;
  /** Why the last attempt did not finish, in words. */
  message?: string;
  lastSyncedAt?: number;
}

export interface SyncEngineOptions {
  db: NotesDb;
  /** The owner's e-mail. */
  owner: string;
  transport: NotesTransport;
  clock?: Clock;
  lock?: SyncLock;
  random?: () => number;
  isOnline?: () => boolean;
  onNotice?: (notice: MergeNotice) => void;
}

export interface SyncEngine {
  start(): void;
  /** Asks for a run soon; 'online' also forgets the backoff. */
  kick(reason?: 'write' | 'online' | 'manual'): void;
  /** Runs until nothing is left to do now; resolves when that run ends. */
  syncNow(): Promise<void>;
  /** Resolves when the run under way (if any) ends, without asking for another. */
  whenIdle(): Promise<void>;
  getStatus(): SyncStatus;
  subscribe(listener: () => void): () => void;
  dispose(): void;
}

/** Requests in flight at once while draining: enough to hide latency, few enough to be polite. */
const PUSH_CONCURRENCY = 4;

const version = (n: LocalNote) => `${n.updatedAt}:${n.deleted}`;

/** A stuck note whose own backoff has not run out yet. */
const waiting = (n: LocalNote, now: number) => n.stuck !== undefined && n.stuck.retryAt > now;

export function createSyncEngine(options: SyncEngineOptions): SyncEngine {
  const { db, owner, transport } = options;
  const clock = options.clock ?? systemClock;
  const lock = options.lock ?? memoryLock();
  const random = options.random ?? Math.random;
  const isOnline = options.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine);
  const notify = options.onNotice ?? (() => {});
  const abort = new AbortController();
  const listeners = new Set<() => void>();
  let status: SyncStatus = { state: 'starting' };
  let lastSyncedAt: number | undefined;
  let failures = 0;
  let timer: unknown = null;
  let paused = false;
  let running: Promise<void> | null = null;
  let again = false;

  const setStatus = (next: SyncStatus) => {
    status = lastSyncedAt ? { ...next, lastSyncedAt } : next;
    listeners.forEach((l) => l());
  };
  const clearTimer = () => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = null;
  };
  /** Re-reads the note and writes `fn`'s answer, if it is still the owner's and at version `seen`. */
  const settle = (seen: LocalNote, fn: (current: LocalNote) => Promise<unknown>) =>
    db.transaction('rw', db.notes, async () => {
      const current = await db.notes.get(seen.id);
      if (current && current.owner === owner) await fn(current);
    });

  async function pushOne(note: LocalNote): Promise<void> {
    try {
      if (note.deleted) {
        await transport.remove(note.id, abort.signal);
        await settle(note, (cur) => (cur.deleted ? db.notes.delete(cur.id) : Promise.resolve()));
        return;
      }
      const { id, student, title, description, updatedAt } = note;
      const result = await transport.upsert({ id, student, title, description, updatedAt }, abort.signal);
      await settle(note, async (cur) => {
        if (result.outcome === 'deleted') {
          await db.notes.delete(cur.id);
          if (!cur.deleted) notify({ kind: 'deleted-elsewhere', title: cur.title });
        } else if (cur.deleted) {
          // The local delete is queued and goes next.
        } else if (result.outcome === 'applied') {
          if (cur.updatedAt === note.updatedAt) await db.notes.put({ ...cur, sync: 'synced', rejectedReason: undefined, stuck: undefined });
        } else if (result.note && cur.updatedAt <= result.note.updatedAt) {
          const winner = result.note;
          await db.notes.put({
            ...cur,
            title: winner.title,
            description: winner.description,
            updatedAt: winner.updatedAt,
            student: winner.student,
            sync: 'synced',
            rejectedReason: undefined,
            stuck: undefined,
          });
        }
      });
    } catch (error) {
      if (note.deleted && error instanceof SyncHttpError && error.status === 404) {
        // Not ours on the server: for this device it is gone all the same.
        await settle(note, (cur) => (cur.deleted ? db.notes.delete(cur.id) : Promise.resolve()));
      } else if (isRejection(error)) {
        const reason = (error as Error).message;
        await settle(note, (cur) =>
          version(cur) === version(note) ? db.notes.put({ ...cur, sync: 'rejected', rejectedReason: reason, stuck: undefined }) : Promise.resolve(),
        );
      } else if (isNoteFailure(error)) {
        await settle(note, async (cur) => {
          if (version(cur) !== version(note) || cur.sync !== 'pending') return;
          const failures = (cur.stuck?.failures ?? 0) + 1;
          const retryAt = clock.now() + backoffDelay(failures, random, (error as SyncHttpError).retryAfterMs);
          await db.notes.put({ ...cur, stuck: { failures, retryAt, message: describeFailure(error) } });
        });
      } else {
        throw error;
      }
    }
  }

  /**
   * Sends every pending note, a few at a time (each note is in flight once, so a note's own changes
   * stay in order), until none is left. The first failure that is not a rejection stops the pass once
   * the requests under way have ended; a 401 among them wins, so the queue pauses rather than retries.
   */
  async function pushAll(): Promise<void> {
    const tried = new Map<string, string>();
    for (;;) {
      const pending = await db.notes.where('[owner+sync]').equals([owner, 'pending']).toArray();
      const now = clock.now();
      const toPush = pending.filter((n) => tried.get(n.id) !== version(n) && !waiting(n, now)).sort((a, b) => a.updatedAt - b.updatedAt);
      if (toPush.length === 0) return;
      let next = 0;
      let failed = false;
      let failure: unknown;
      const lane = async () => {
        while (!failed && !abort.signal.aborted && next < toPush.length) {
          const note = toPush[next++]!;
          tried.set(note.id, version(note));
          try {
            await pushOne(note);
          } catch (error) {
            if (!failed || isUnauthorized(error)) failure = error;
            failed = true;
          }
        }
      };
      await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, toPush.length) }, lane));
      if (failed) throw failure;
      if (abort.signal.aborted) return;
    }
  }

  /** Comes back when the first stuck note's own backoff runs out (a run finds it then). */
  async function wakeForStuck(): Promise<void> {
    const pending = await db.notes.where('[owner+sync]').equals([owner, 'pending']).toArray();
    const due = pending.flatMap((n) => (n.stuck ? [n.stuck.retryAt] : []));
    if (due.length === 0 || abort.signal.aborted) return;
    timer = clock.setTimeout(
      () => {
        timer = null;
        void run();
      },
      Math.max(0, Math.min(...due) - clock.now()),
    );
  }

  async function cycle(): Promise<void> {
    if (abort.signal.aborted) return;
    if (paused) return setStatus({ state: 'paused', message: MSG.notes.loginEnded });
    if (!isOnline()) return setStatus({ state: 'offline' });
    if (!transport.ready()) return setStatus({ state: 'waiting-login' });
    clearTimer();
    setStatus({ state: 'syncing' });
    try {
      await pushAll();
      if (abort.signal.aborted) return;
      const entries = await transport.list(owner, abort.signal);
      await mergeServerNotes(db, owner, entries, notify);
      failures = 0;
      lastSyncedAt = clock.now();
      await wakeForStuck();
      setStatus({ state: 'idle' });
    } catch (error) {
      if (abort.signal.aborted) return;
      if (isUnauthorized(error) || (error instanceof SyncHttpError && error.status === 403)) {
        // 403 here comes from the list: the session is not the owner's. Wait for the owner's.
        paused = true;
        return setStatus({ state: 'paused', message: MSG.notes.loginEnded });
      }
      failures += 1;
      const delay = backoffDelay(failures, random, error instanceof SyncHttpError ? error.retryAfterMs : undefined);
      timer = clock.setTimeout(() => {
        timer = null;
        void run();
      }, delay);
      setStatus({ state: 'retrying', retryAt: clock.now() + delay, message: describeFailure(error) });
    }
  }

  function run(): Promise<void> {
    if (abort.signal.aborted) return running ?? Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await lock.run(`notes-sync:${owner}`, cycle, abort.signal);
        } while (again && !abort.signal.aborted);
      } catch (error) {
        // Only the lock itself can fail here (cycle handles its own errors): try again later.
        if (!abort.signal.aborted) setStatus({ state: 'retrying', message: describeFailure(error) });
      } finally {
        running = null;
      }
    })();
    return running;
  }

  const unsubscribeLogin = transport.onLoginRenewed(() => {
    paused = false;
    void run();
  });

  return {
    start: () => void run(),
    kick(reason = 'manual') {
      if (reason === 'online') {
        failures = 0;
        clearTimer();
      }
      void run();
    },
    syncNow: run,
    whenIdle: () => running ?? Promise.resolve(),
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      abort.abort();
      clearTimer();
      unsubscribeLogin();
      listeners.clear();
    },
  };
}
