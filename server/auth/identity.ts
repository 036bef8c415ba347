/**
 * Verifies Firebase ID tokens. In production firebase-admin checks Google's signature. Against the
 * Auth Emulator tokens are unsigned, so we also require that the account exists in the emulator with
 * the same e-mail; that is why production refuses to start with FIREBASE_AUTH_EMULATOR_HOST set.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { unauthorized } from '../errors';

export interface Identity {
  uid: string;
  email: string;
  name: string | null;
  picture: string | null;
}

export interface IdentityVerifier {
  /** Resolves the verified identity, or throws a 401 AppError. */
  verify(idToken: string): Promise<Identity>;
}

export function firebaseIdentity(options: { projectId: string; emulator: boolean }): IdentityVerifier {
  const name = `tutoring-${options.projectId}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId: options.projectId }, name);
  const auth = getAuth(app);
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken, true);
        const email = decoded.email?.toLowerCase();
        if (!email) throw new Error('The token has no e-mail.');
        if (options.emulator) {
          const record = await auth.getUser(decoded.uid);
          if (record.email?.toLowerCase() !== email) throw new Error('The token does not match its account.');
        }
        return {
          uid: decoded.uid,
          email,
          name: (decoded.name as string | undefined) ?? null,
          picture: decoded.picture ?? null,
        };
      } catch {
        throw unauthorized('Your sign-in could not be verified. Please sign in again.');
      }
    },
  };
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
