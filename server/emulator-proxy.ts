/**
 * In local mode the Firebase Auth Emulator is reached through our own origin, so the browser talks to
 * one host only: a phone on the LAN works, and the CSP stays 'self'. Never mounted in production.
 */
import type { Hono } from 'hono';
import { proxy } from 'hono/proxy';

const PREFIXES = ['/identitytoolkit.googleapis.com/*', '/securetoken.googleapis.com/*', '/emulator/*'];

export function mountEmulatorProxy(app: Hono<any>, emulatorHost: string): void {
  for (const prefix of PREFIXES) {
    app.all(prefix, (c) => {
      const url = new URL(c.req.url);
      return proxy(`http://${emulatorHost}${url.pathname}${url.search}`, {
        ...c.req,
        headers: { ...c.req.header(), host: emulatorHost, cookie: undefined },
      });
    });
  }
}
