/**
 * Our own login, on top of Firebase's (docs/product.md#auth-flow): the profile record,
 * then the login cookie. Until the cookie is held the login gate keeps private calls waiting.
 */
import type { User } from '@domain/types';
import { HTTPError } from '@/lib/api-client';
import type { AuthUser } from '@/lib/auth/auth-hint';
import { loadFirebase } from '@/lib/auth/firebase-loader';
import { loginGate } from '@/lib/login-gate';
import { postJwt } from '../api/post-jwt';
import { postUserRecord } from '../api/save-user-record';

export type FirebaseUser = import('firebase/auth').User;

export function toAuthUser(u: { uid: string; email: string | null; displayName: string | null; photoURL: string | null }): AuthUser {
  return { uid: u.uid, email: u.email!.toLowerCase(), displayName: u.displayName, photoURL: u.photoURL };
}

/**
 * The profile record, then the login cookie (docs/product.md#auth-flow). Throws what the server answered. For a
 * returning user both go at once: their record exists, and `POST /jwt` upserts it anyway, so a
 * cold start waits for one round trip rather than two.
 */
export async function openLogin(fbUser: FirebaseUser, onProfile: (record: User) => void, returning = false): Promise<void> {
  const idToken = await fbUser.getIdToken();
  const email = fbUser.email!.toLowerCase();
  const postRecord = () => postUserRecord(idToken, { email, name: fbUser.displayName, image: fbUser.photoURL });
  let record: User;
  if (returning) [record] = await Promise.all([postRecord(), postJwt(idToken, email)]);
  else {
    record = await postRecord();
    await postJwt(idToken, email);
  }
  onProfile(record);
  loginGate.open();
}

/** A returning user restored by Firebase at start-up: keep them, even when the API is out of reach. */
export async function resumeLogin(fbUser: FirebaseUser, onProfile: (record: User) => void): Promise<void> {
  try {
    await openLogin(fbUser, onProfile, true);
  } catch (error) {
    if (error instanceof HTTPError && [401, 403].includes(error.response.status)) {
      const fb = await loadFirebase();
      await fb.signOut(fb.auth);
      return;
    }
    // Offline or server unreachable: keep the user and read from the device; retry when online.
    loginGate.open();
    const retry = () => {
      window.removeEventListener('online', retry);
      loginGate.close();
      void resumeLogin(fbUser, onProfile);
    };
    window.addEventListener('online', retry);
  }
}
