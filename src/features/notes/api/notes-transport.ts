/**
 * The sync engine's network, over the app's ky client. Its calls opt out of the app-wide "401/403
 * signs out" rule (the engine handles its own errors) and never wait on the login gate: when the
 * cookie is not ready the engine is told so and comes back when a session is established.
 */
import { HTTPError, type KyInstance } from 'ky';
import { MSG } from '@domain/messages';
import type { ApiErrorBody, NoteSyncEntry, NoteWriteResult } from '@domain/types';
import { type NotesTransport, SyncHttpError } from '../sync/transport';

export interface LoginSignal {
  isOpen: boolean;
  onOpen(listener: () => void): () => void;
}

async function toSyncError(error: unknown): Promise<unknown> {
  if (!(error instanceof HTTPError)) return error;
  const { status, headers } = error.response;
  let message: string = MSG.notes.serverAnswered(status);
  try {
    const body = (await error.response.clone().json()) as Partial<ApiErrorBody>;
    if (body.error?.message) message = body.error.message;
  } catch {
    /* not JSON */
  }
  const retryAfter = Number(headers.get('retry-after'));
  return new SyncHttpError(status, message, Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : undefined);
}

async function send<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw await toSyncError(error);
  }
}

export function httpTransport(client: KyInstance, login: LoginSignal): NotesTransport {
  const options = (signal: AbortSignal) => ({ context: { authRedirect: false }, signal, retry: 0 });
  return {
    ready: () => login.isOpen,
    onLoginRenewed: (listener) => login.onOpen(listener),
    upsert: (body, signal) => send(() => client.post('notes', { json: body, ...options(signal) }).json<NoteWriteResult>()),
    remove: (id, signal) => send(() => client.delete(`notes/${encodeURIComponent(id)}`, options(signal)).then(() => undefined)),
    list: (owner, signal) =>
      send(() => client.get(`notes/${encodeURIComponent(owner)}`, { searchParams: { deleted: 'include' }, ...options(signal) }).json<NoteSyncEntry[]>()),
  };
}
