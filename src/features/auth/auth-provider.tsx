/**
 * The signed-in user (docs/product.md#auth-flow). On every auth change with an e-mail: store the user, post the profile
 * record, then obtain the login cookie; without a user: clear it and call logout. Firebase loads
 * lazily, and the last user's hint paints the first frame. Logout wipes that user's cached reads.
 *
 * The jobs live next door: our login on top of Firebase's (provider/login.ts), following
 * Firebase's user (provider/use-firebase-user.ts), the ways to sign in (provider/sign-in-methods.ts)
 * and signing out on a 401 (provider/use-sign-out-on-401.ts). This file holds the state and the
 * actions the screens call.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import type { User } from '@domain/types';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { AuthContext, type AuthContextValue, LoginRefusedError, type SignUpData } from '@/lib/auth/auth-context';
import { type AuthUser, deviceHasHeldUser, readHint, writeHint } from '@/lib/auth/auth-hint';
import { type Firebase, loadFirebase } from '@/lib/auth/firebase-loader';
import { askConfirm } from '@/lib/dialogs';
import { pendingWorkWarnings } from '@/lib/logout-guards';
import { clearUserCaches } from '@/lib/offline-caches';
import { forgetPersistedQueries } from '@/lib/query-persistence';
import { loginGate } from '@/lib/login-gate';
import { logoutCall } from './api/logout';
import { type FirebaseUser, openLogin, toAuthUser } from './provider/login';
import { keepUserOn, withGoogle, withNewAccount, withPassword } from './provider/sign-in-methods';
import { type CallerOutcome, useFirebaseUser } from './provider/use-firebase-user';
import { useSignOutOn401 } from './provider/use-sign-out-on-401';

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [user, setUser] = useState<AuthUser | null>(() => readHint());
  const [profile, setProfile] = useState<User | null>(null);
  const [loading, setLoading] = useState(deviceHasHeldUser);
  const userRef = useRef(user);
  userRef.current = user;
  const callerSignIn = useRef<Promise<CallerOutcome> | null>(null);
  /** The persistence the last e-mail sign-in set on Firebase's auth, which keeps it for sign-up and Google too. */
  const remembered = useRef(true);

  /** Removes everything this device keeps of the user's reads (docs/architecture.md#offline-logout). */
  const forgetUser = useCallback(
    async (uid: string | undefined) => {
      queryClient.clear();
      if (uid) forgetPersistedQueries(uid);
      await clearUserCaches();
    },
    [queryClient],
  );

  /**
   * A sign-in the user is waiting on (e-mail, sign-up, Google). It counts only once our login
   * cookie is held: until then the user is not set, and when the API refuses, the Firebase sign-in
   * is undone (a new account deleted, so signing up again works) and the server's message thrown.
   */
  const signInInteractively = useCallback(async (firebaseSignIn: (fb: Firebase) => Promise<FirebaseUser>, undo: 'sign-out' | 'delete'): Promise<AuthUser> => {
    const fb = await loadFirebase();
    let settle!: (outcome: CallerOutcome) => void;
    callerSignIn.current = new Promise((resolve) => (settle = resolve));
    let fbUser: FirebaseUser;
    try {
      fbUser = await firebaseSignIn(fb);
    } catch (error) {
      settle({ uid: null, ok: false });
      throw error;
    }
    loginGate.close();
    try {
      await openLogin(fbUser, setProfile);
    } catch (error) {
      settle({ uid: fbUser.uid, ok: false });
      if (undo === 'delete') await fb.deleteUser(fbUser).catch(() => undefined);
      await fb.signOut(fb.auth);
      throw new LoginRefusedError(await errorMessage(error));
    }
    const next = toAuthUser(fbUser);
    setUser(next);
    writeHint(next, remembered.current);
    settle({ uid: fbUser.uid, ok: true });
    return next;
  }, []);

  useFirebaseUser(callerSignIn, userRef, setUser, setProfile, setLoading);
  useSignOutOn401(userRef, forgetUser);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      profile,
      loading,
      signIn(email, password, remember) {
        return signInInteractively(async (fb) => {
          await keepUserOn(fb, remember);
          remembered.current = remember;
          return withPassword(fb, email, password);
        }, 'sign-out');
      },
      signUp(data: SignUpData) {
        return signInInteractively((fb) => withNewAccount(fb, data), 'delete');
      },
      async signInWithGoogle() {
        setLoading(true);
        try {
          return await signInInteractively(withGoogle, 'sign-out');
        } catch (error) {
          setLoading(false);
          throw error;
        }
      },
      async resetPassword(email) {
        const fb = await loadFirebase();
        await fb.sendPasswordResetEmail(fb.auth, email);
      },
      async logOut() {
        const current = userRef.current;
        const warnings = current ? await pendingWorkWarnings(current) : [];
        if (
          warnings.length &&
          !(await askConfirm({ title: MSG.auth.logOutConfirm, text: warnings.join(' '), confirmLabel: 'Log out anyway', cancelLabel: 'Stay signed in' }))
        )
          return;
        setLoading(true);
        try {
          await logoutCall();
          const fb = await loadFirebase();
          await fb.signOut(fb.auth);
          await forgetUser(current?.uid);
          toast.warning(MSG.auth.signedOut);
          navigate(paths.home);
        } catch (error) {
          setLoading(false);
          toast.error(await errorMessage(error));
        }
      },
    }),
    [user, profile, loading, forgetUser, navigate, signInInteractively],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
