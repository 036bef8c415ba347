/**
 * The login cookie: a JWT we sign ourselves (jose, HS256) that names a server-side login row.
 * The signature rejects tampering without a database trip; the row makes logout and expiry final.
 */
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/**
 * The cookie and its token live as long as browsers allow (400 days): the login row decides when a
 * session ends (idle timeout, logout, the Firebase account re-check), and it slides while in use.
 */
export const LOGIN_TTL_SECONDS = 400 * 24 * 60 * 60;
const ISSUER = 'tutoring-api';
const AUDIENCE = 'tutoring-web';

export function newLoginId(): string {
  return randomBytes(32).toString('base64url');
}

export async function signLoginToken(sid: string, secret: Uint8Array): Promise<string> {
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${LOGIN_TTL_SECONDS}s`)
    .sign(secret);
}

/** The login id inside a valid token, or null for a missing, tampered or expired one. */
export async function readLoginToken(token: string, secret: Uint8Array): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    return typeof payload.sid === 'string' ? payload.sid : null;
  } catch {
    return null;
  }
}
