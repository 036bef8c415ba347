/**
 * In local mode the Firebase Auth Emulator is reached through our own origin, so the browser talks to
 * one host only: a phone on the LAN works, and the CSP stays 'self'. Never mounted in production.
 *
 * `npm start` listens on every interface, and the emulator also serves an admin API (list every
 * account with its password, change any password, read every reset code) to anyone who sends
 * `Authorization: Bearer owner`. So the proxy forwards only the calls the Firebase JS SDK makes for
 * the browser's own journeys (sign in, sign up, token refresh, password reset, the Google popup) and
 * refuses everything else: admin and `projects/…` paths, `/emulator/v1`, and any Authorization header
 * (the SDK never sends one; the emulator reads one as admin rights).
 */
import type { Context, Hono } from 'hono';
import { proxy } from 'hono/proxy';
import { MSG } from '../domain/messages';

/** POST identitytoolkit.googleapis.com/v1/accounts:<method>, as the SDK calls them with its API key. */
const ACCOUNT_METHODS = new Set(['signInWithPassword', 'signUp', 'signInWithIdp', 'createAuthUri', 'sendOobCode', 'resetPassword', 'lookup', 'update']);
/** Calls that act on an existing account must name it by the caller's own ID token, never by localId. */
const NEED_ID_TOKEN = new Set(['lookup', 'update']);

function allowedRoute(method: string, path: string): { account?: string } | null {
  const account = /^\/identitytoolkit\.googleapis\.com\/v1\/accounts:([A-Za-z]+)$/.exec(path)?.[1];
  if (account) return method === 'POST' && ACCOUNT_METHODS.has(account) ? { account } : null;
  if (path === '/identitytoolkit.googleapis.com/v2/passwordPolicy') return method === 'GET' ? {} : null;
  if (path === '/securetoken.googleapis.com/v1/token') return method === 'POST' ? {} : null;
  // The Google popup's pages, and the link a password-reset e-mail points at (it needs its oobCode).
  if (['/emulator/auth/handler', '/emulator/auth/iframe', '/emulator/action'].includes(path)) return method === 'GET' ? {} : null;
  return null;
}

const refuse = (c: Context) => c.json({ error: { code: 'forbidden', message: MSG.common.emulatorCallRefused } }, 403);

export function mountEmulatorProxy(app: Hono<any>, emulatorHost: string): void {
  const forward = async (c: Context) => {
    const url = new URL(c.req.url);
    const route = allowedRoute(c.req.method, url.pathname);
    if (!route || c.req.header('authorization') !== undefined) return refuse(c);
    let body: string | undefined;
    if (c.req.method === 'POST') {
      body = await c.req.text();
      if (route.account && NEED_ID_TOKEN.has(route.account) && !ownAccountCall(body)) return refuse(c);
    }
    return proxy(`http://${emulatorHost}${url.pathname}${url.search}`, {
      method: c.req.method,
      body,
      headers: { ...c.req.header(), host: emulatorHost, cookie: undefined, 'content-length': undefined },
    });
  };
  for (const prefix of ['/identitytoolkit.googleapis.com/*', '/securetoken.googleapis.com/*', '/emulator/*']) app.all(prefix, forward);
}

function ownAccountCall(body: string): boolean {
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    return typeof json.idToken === 'string' && json.idToken !== '' && json.localId === undefined;
  } catch {
    return false;
  }
}
