/**
 * What the sync engine needs from the network, so tests and the benchmark can hand it a transport of
 * their own. A failed call throws SyncHttpError for an HTTP answer, anything else for no answer.
 */
import type * as v from 'valibot';
import type { noteUpsertSchema } from '@domain/schemas/note';
import type { NoteSyncEntry, NoteWriteResult } from '@domain/types';
import { MSG } from '@domain/messages';

/** POST /notes's body as the server's schema accepts it (the server's parsed form is NoteUpsertInput). */
export type NoteUpsertBody = v.InferInput<typeof noteUpsertSchema>;

export interface NotesTransport {
  /** False while the login cookie is not ready (signing in, switching user). */
  ready(): boolean;
  /** Called whenever a session has been (re)established; answers an unsubscribe function. */
  onLoginRenewed(listener: () => void): () => void;
  upsert(body: NoteUpsertBody, signal: AbortSignal): Promise<NoteWriteResult>;
  /** Succeeds when the note is gone, whether or not it was there. */
  remove(id: string, signal: AbortSignal): Promise<void>;
  /** The owner's notes including tombstones. */
  list(owner: string, signal: AbortSignal): Promise<NoteSyncEntry[]>;
}

export class SyncHttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'SyncHttpError';
  }
}

/** 401: the session is gone; the queue waits for the owner to sign in again. */
export const isUnauthorized = (e: unknown) => e instanceof SyncHttpError && e.status === 401;

/** A 4xx that asking again will not fix: the note is marked rejected. */
export const isRejection = (e: unknown) => e instanceof SyncHttpError && e.status >= 400 && e.status < 500 && ![401, 408, 429].includes(e.status);

/**
 * A 5xx that is about this note rather than the server as a whole (a 503 is the service being
 * unavailable or busy): the note backs off on its own while the others go on and the pull still runs.
 */
export const isNoteFailure = (e: unknown) => e instanceof SyncHttpError && e.status >= 500 && e.status !== 503;

/** Words for a failure that will be retried. */
export function describeFailure(e: unknown): string {
  if (e instanceof SyncHttpError) return e.status === 429 ? MSG.notes.serverBusy : MSG.notes.serverAnswered(e.status);
  return MSG.notes.serverUnreachable;
}
