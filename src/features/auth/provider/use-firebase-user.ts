/**
 * Follows Firebase's signed-in user (docs/product.md#auth-flow). A user with an e-mail whom no
 * sign-in form is handling (a returning user, a sign-in in another tab) is resumed here; without a
 * user, ours is cleared and the server told.
 */
import { type Dispatch, type MutableRefObject, type SetStateAction, useEffect } from 'react';
import type { User } from '@domain/types';
import { type AuthUser, deviceHasHeldUser, writeHint } from '@/lib/auth/auth-hint';
import { loadFirebaseForListener } from '@/lib/auth/firebase-loader';
import { loginGate } from '@/lib/login-gate';
import { logoutCall } from '../api/logout';
import { resumeLogin, toAuthUser } from './login';

/** How a sign-in the user waits on ended: for which Firebase user, and whether our login took. */
export type CallerOutcome = { uid: string | null; ok: boolean };

/** `callerSignIn` is the sign-in a form is running, if any: its user is not resumed here. The rest is the provider's state. */
export function useFirebaseUser(
  callerSignIn: MutableRefObject<Promise<CallerOutcome> | null>,
  userRef: MutableRefObject<AuthUser | null>,
  setUser: Dispatch<SetStateAction<AuthUser | null>>,
  setProfile: Dispatch<SetStateAction<User | null>>,
  setLoading: Dispatch<SetStateAction<boolean>>,
): void {
  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    loadFirebaseForListener()
      .then((fb) => {
        if (cancelled) return;
        unsubscribe = fb.onAuthStateChanged(fb.auth, async (fbUser) => {
          if (fbUser?.email) {
            // The sign-in form's own call handles the user it signed in; any other change (a
            // returning user, a sign-in in another tab) is resumed here.
            const byCaller = callerSignIn.current ? await callerSignIn.current : null;
            if (byCaller?.uid !== fbUser.uid) {
              const next = toAuthUser(fbUser);
              if (userRef.current?.uid !== next.uid) loginGate.close();
              setUser(next);
              writeHint(next);
              // Firebase has restored this device's user: pages may render now. Their private reads
              // wait at the login gate until the cookie is renewed (an early read may already hold
              // the page's data), so a cold start on a private page shows it one round trip sooner.
              setLoading(false);
              await resumeLogin(fbUser, setProfile);
            }
          } else {
            callerSignIn.current = null;
            loginGate.close();
            setUser(null);
            setProfile(null);
            writeHint(null);
            if (deviceHasHeldUser()) logoutCall().catch(() => {});
          }
          setLoading(false);
        });
      })
      .catch(() => setLoading(false));
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [callerSignIn, userRef, setUser, setProfile, setLoading]);
}
