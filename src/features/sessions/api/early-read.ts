/**
 * A returning user's first private read, sent at start-up with the login cookie the device already
 * holds, beside the sign-in sequence that renews it (Firebase restore, profile record, new cookie).
 * A private page on a cold start then waits for one chain of round trips rather than two: its data,
 * and the image it shows first, arrive while the sign-in is still being checked.
 *
 * The answer is taken once, by the page's own query. A refusal or a failure is dropped and the query
 * asks again through the login gate, so a stale cookie here never signs anyone out. A device that
 * has no signed-in user sends nothing. On a session page the read starts even sooner, in index.html,
 * before this script has loaded; readEarly takes it over.
 */
import { api, publicContext } from '@/lib/api-client';
import { readHint } from '@/lib/auth/auth-hint';

const reads = new Map<string, { read: Promise<unknown>; at: number }>();
/** Only for the start-up: a page visited later asks afresh. */
const FRESH_MS = 30_000;

declare global {
  interface Window {
    /** The read index.html's inline script started before this script had loaded. */
    __earlyRead?: { path: string; read: Promise<unknown>; at: number };
  }
}

/** Starts the read; answers it (undefined once it failed), or nothing when no read was started. */
export function readEarly<T>(path: string, onAnswer?: (value: T) => void): Promise<T | undefined> | undefined {
  if (!readHint() || reads.has(path)) return undefined;
  const started = window.__earlyRead;
  window.__earlyRead = undefined;
  const sent = started?.path === path ? (started.read as Promise<T>) : api.get(path, { context: publicContext }).json<T>();
  const read = sent
    .then((value) => {
      onAnswer?.(value);
      return value;
    })
    .catch(() => undefined);
  reads.set(path, { read, at: started?.path === path ? started.at : performance.now() });
  return read;
}

/** The early answer for `path`, once; undefined when there was none or it failed. */
export function takeEarlyRead<T>(path: string): Promise<T | undefined> {
  const early = reads.get(path);
  reads.delete(path);
  if (!early || performance.now() - early.at > FRESH_MS) return Promise.resolve(undefined);
  return early.read as Promise<T | undefined>;
}
