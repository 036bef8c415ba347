/**
 * Verifies Firebase ID tokens. In production firebase-admin checks Google's signature. Against the
 * Auth Emulator tokens are unsigned, so we also require that the account exists in the emulator with
 * the same e-mail; that is why production refuses to start with FIREBASE_AUTH_EMULATOR_HOST set.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { unauthorized } from '../errors';
import { MSG } from '../../domain/messages';

export interface Identity {
  uid: string;
  email: string;
  name: string | null;
  picture: string | null;
  /** When the account signed in (ms), as the token says. */
  authTime: number;
}

/** A Firebase account as the re-check sees it (server/auth/login-check.ts). */
export type AccountState =
  | { status: 'active'; /** Tokens issued before this instant (ms) were revoked; null if never. */ validSince: number | null }
  | { status: 'disabled' }
  | { status: 'deleted' };

export interface IdentityVerifier {
  /** Resolves the verified identity, or throws a 401 AppError. */
  verify(idToken: string): Promise<Identity>;
  /**
   * The account's current standing; throws when Firebase cannot be asked. A verifier without it
   * (benchmarks, tests that never sign in) leaves sessions unchecked.
   */
  account?(uid: string): Promise<AccountState>;
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
          authTime: decoded.auth_time * 1000,
        };
      } catch {
        throw unauthorized(MSG.common.signInNotVerified);
      }
    },
    async account(uid) {
      try {
        const record = await auth.getUser(uid);
        if (record.disabled) return { status: 'disabled' };
        const validSince = record.tokensValidAfterTime ? Date.parse(record.tokensValidAfterTime) : NaN;
        return { status: 'active', validSince: Number.isNaN(validSince) ? null : validSince };
      } catch (error) {
        if ((error as { code?: string }).code === 'auth/user-not-found') return { status: 'deleted' };
        throw error;
      }
    },
  };
}

export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
