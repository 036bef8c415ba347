/**
 * The e-mail unsubscribe link's token (issue 17): a JWT (jose, HS256, the login secret) naming the
 * user, with its own audience so it can never pass for a login cookie or the reverse. It does not
 * expire: an old e-mail's link must still work. Anyone holding it can only turn that user's e-mails
 * off, which the link's owner can undo on their profile.
 */
import { jwtVerify, SignJWT } from 'jose';

const ISSUER = 'tutoring-api';
const AUDIENCE = 'email-unsubscribe';

export function signUnsubscribeToken(userId: string, secret: Uint8Array): Promise<string> {
  return new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setIssuer(ISSUER).setAudience(AUDIENCE).setSubject(userId).setIssuedAt().sign(secret);
}

/** The user id in a valid token, or null. */
export async function readUnsubscribeToken(token: string, secret: Uint8Array): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(token, secret, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}
