/**
 * Request hygiene for every response and every state-changing call (docs/architecture.md#request-hygiene): security
 * headers with a CSP that allows only what Firebase Auth and Stripe need, a same-origin check for
 * cookie-authenticated writes, and JSON-only bodies so a cross-site form post cannot reach a route.
 */
import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { AppConfig } from '../context';
import { AppError, forbidden } from '../errors';
import { EARLY_READ_SCRIPT } from '../../domain/early-read-script';
import { MSG } from '../../domain/messages';

/** index.html's one inline script, allowed by its hash and nothing else inline. */
const earlyReadHash = `'sha256-${createHash('sha256').update(EARLY_READ_SCRIPT).digest('base64')}'`;

export function securityHeaders(config: AppConfig, firebaseAuthDomain: string): MiddlewareHandler {
  const authFrame = `https://${firebaseAuthDomain}`;
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", earlyReadHash, 'https://js.stripe.com', 'https://apis.google.com'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://api.stripe.com'],
      frameSrc: ["'self'", authFrame, 'https://js.stripe.com', 'https://hooks.stripe.com'],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    // Stricter than this breaks the Firebase sign-in popup's opener link.
    crossOriginOpenerPolicy: 'same-origin-allow-popups',
    referrerPolicy: 'strict-origin-when-cross-origin',
    strictTransportSecurity: config.production ? 'max-age=31536000; includeSubDomains' : false,
    xFrameOptions: 'DENY',
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing request from a foreign Origin gets 403. An origin is scheme, host and port: an
 * `https://` page of the same host is another origin than the `http://` app, and is refused too.
 */
export function sameOriginWrites(config: AppConfig): MiddlewareHandler {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (!SAFE_METHODS.has(c.req.method) && origin) {
      const allowed = config.allowedOrigins.length ? config.allowedOrigins.includes(origin) : normalOrigin(origin) === ownOrigin(c, config.trustProxy);
      if (!allowed) throw forbidden(MSG.common.crossOrigin);
    }
    await next();
  };
}

/**
 * The origin this request was addressed to. Behind a proxy we run (TRUST_PROXY), TLS ends at the
 * proxy, so the scheme is the one it reports in X-Forwarded-Proto; otherwise the socket's own.
 */
function ownOrigin(c: Context, trustProxy: boolean): string | null {
  // The Node adapter builds the URL from the Host header and the socket, so its host is the Host header.
  const url = new URL(c.req.url);
  const forwarded = trustProxy ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() : undefined;
  const scheme = forwarded === 'http' || forwarded === 'https' ? forwarded : url.protocol.slice(0, -1);
  return normalOrigin(`${scheme}://${url.host}`);
}

/** `scheme://host:port` with the default port left out, as browsers send Origin; null if malformed. */
function normalOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.host ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * A request with a body must send JSON, except on the routes named (uploads, webhooks). Browsers send
 * a bodiless DELETE or PATCH with neither Content-Length nor Content-Type, and the Node adapter still
 * gives it a (empty) body stream: that is not a body.
 */
export function jsonBodies(exempt: (path: string) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const length = c.req.header('content-length');
    // Browsers send a bodyless PATCH or DELETE with neither Content-Length nor Content-Type, and Node
    // still hands us an (empty) body stream, so without a length only a typed body counts. Every
    // cross-site form post carries a Content-Type, so that hole stays closed.
    const hasBody =
      !SAFE_METHODS.has(c.req.method) &&
      (length != null ? Number(length) > 0 : c.req.header('transfer-encoding') != null || (c.req.header('content-type') != null && c.req.raw.body !== null));
    if (hasBody && !exempt(c.req.path)) {
      const type = c.req.header('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type)) {
        throw new AppError(415, 'unsupported_media_type', MSG.common.jsonOnly);
      }
    }
    await next();
  };
}
