/**
 * The one HTTP client of the app (ky). Same-origin `/api`, cookies included. A 401 or 403 signs the
 * user out and sends them to /signin (docs/product.md#sign-out-on-401), except for calls that opt out with
 * `context: { authRedirect: false }` (the sign-in calls themselves and the notes sync engine).
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import type { ApiErrorBody } from '@domain/types';
import { createStore } from './create-store';
import { loginGate } from './login-gate';
import { MSG } from '@domain/messages';

/** The last 401 or 403 that signs out; every one is told to the listeners. */
const unauthorized = createStore<401 | 403 | null>(null);

export function onUnauthorized(listener: (status: 401 | 403) => void): () => void {
  return unauthorized.subscribe((status) => {
    if (status) listener(status);
  });
}

export type ApiContext = {
  /** Default true: a 401/403 signs out. */
  authRedirect?: boolean;
  /** Default true: wait for the login cookie. False for public and sign-in calls. */
  authed?: boolean;
};

export const api = ky.create({
  prefixUrl: '/api',
  credentials: 'include',
  timeout: 20_000,
  retry: 0,
  hooks: {
    beforeRequest: [
      async (_request, options) => {
        const context = options.context as ApiContext;
        if (context.authed !== false) await loginGate.wait();
      },
    ],
    afterResponse: [
      (_request, options, response) => {
        const context = options.context as ApiContext;
        if ((response.status === 401 || response.status === 403) && context.authRedirect !== false) {
          unauthorized.set(response.status);
        }
      },
    ],
  },
});

/** For public endpoints: no cookie wait, no sign-out on 401. */
export const publicContext: ApiContext = { authed: false, authRedirect: false };

/** An error whose message is fit to show a user. */
export async function errorMessage(error: unknown): Promise<string> {
  if (error instanceof HTTPError) {
    try {
      const body = (await error.response.clone().json()) as Partial<ApiErrorBody>;
      if (body.error?.message) return body.error.message;
    } catch {
      /* not JSON */
    }
    return MSG.common.serverAnswered(error.response.status);
  }
  if (error instanceof TimeoutError) return MSG.common.serverTooSlow;
  if (error instanceof TypeError || !navigator.onLine) return MSG.common.offlineTryAgain;
  return error instanceof Error ? error.message : MSG.common.somethingWentWrong;
}

/**
 * A 400's field issues by field (the body's `issues`, path → message; the first message of a
 * path), so a form can show the server's refusal under the field it is about. Empty otherwise.
 */
export async function errorIssues(error: unknown): Promise<Record<string, string>> {
  if (!(error instanceof HTTPError) || error.response.status !== 400) return {};
  try {
    const body = (await error.response.clone().json()) as Partial<ApiErrorBody>;
    const found: Record<string, string> = {};
    for (const issue of body.error?.issues ?? []) {
      if (typeof issue?.path === 'string' && typeof issue.message === 'string' && !(issue.path in found)) found[issue.path] = issue.message;
    }
    return found;
  } catch {
    return {};
  }
}

/** The server answered 404: the thing asked for does not exist (or is no longer there). */
export function isNotFound(error: unknown): boolean {
  return error instanceof HTTPError && error.response.status === 404;
}

export { HTTPError };
