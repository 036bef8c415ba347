/**
 * The signed-in user (docs/product.md#auth-flow). On every auth change with an e-mail: store the user, post the profile
 * record, then obtain the session cookie; without a user: clear it and call logout. Firebase loads
 * lazily, and the last user's hint paints the first frame. Logout wipes that user's cached reads.
 */
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import type { User } from '@domain/types';
import { paths } from '@/config/paths';
import { errorMessage, HTTPError, onUnauthorized } from '@/lib/api-client';
import { askConfirm } from '@/lib/dialogs';
import { pendingWorkWarnings } from '@/lib/logout-guards';
import { clearUserCaches } from '@/lib/offline-caches';
import { forgetPersistedQueries } from '@/lib/query-persistence';
import { sessionGate } from '@/lib/session-gate';
import { logoutCall, postJwt, postUserRecord } from './api/session-api';
import { AuthContext, type AuthContextValue, SessionRefusedError, type SignUpData } from '@/lib/auth/auth-context';
import { type AuthUser, deviceHasHeldUser, readHint, writeHint } from '@/lib/auth/auth-hint';
import { type Firebase, loadFirebase, loadFirebaseForListener } from '@/lib/auth/firebase-loader';
import { roleChangedJustNow } from '@/lib/auth/role';

type FirebaseUser = import('firebase/auth').User;
/** How a sign-in the user waits on ended: for which Firebase user, and whether our session took. */
type CallerOutcome = { uid: string | null; ok: boolean };

declare global {
  interface Window {
    /** Emulator builds only: an end-to-end test may hand a Google credential to the Google button. */
    __e2eGoogleCredential?: string;
  }
}

function toAuthUser(u: { uid: string; email: string | null; displayName: string | null; photoURL: string | null }): AuthUser {
  return { uid: u.uid, email: u.email!.toLowerCase(), displayName: u.displayName, photoURL: u.photoURL };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [user, setUser] = useState<AuthUser | null>(() => readHint());
  const [profile, setProfile] = useState<User | null>(null);
  const [loading, setLoading] = useState(deviceHasHeldUser);
  const userRef = useRef(user);
  userRef.current = user;
  const locationRef = useRef(location);
  locationRef.current = location;
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
   * The profile record, then the session cookie (docs/product.md#auth-flow). Throws what the server answered. For a
   * returning user both go at once: their record exists, and `POST /jwt` upserts it anyway, so a
   * cold start waits for one round trip rather than two.
   */
  const openSession = useCallback(async (fbUser: FirebaseUser, returning = false) => {
    const idToken = await fbUser.getIdToken();
    const email = fbUser.email!.toLowerCase();
    const postRecord = () => postUserRecord(idToken, { email, name: fbUser.displayName, image: fbUser.photoURL });
    let record: User;
    if (returning) [record] = await Promise.all([postRecord(), postJwt(idToken, email)]);
    else {
      record = await postRecord();
      await postJwt(idToken, email);
    }
    setProfile(record);
    sessionGate.open();
  }, []);

  /** A returning user restored by Firebase at start-up: keep them, even when the API is out of reach. */
  const resumeSession = useCallback(
    async (fbUser: FirebaseUser) => {
      try {
        await openSession(fbUser, true);
      } catch (error) {
        if (error instanceof HTTPError && [401, 403].includes(error.response.status)) {
          const fb = await loadFirebase();
          await fb.signOut(fb.auth);
          return;
        }
        // Offline or server unreachable: keep the user and read from the device; retry when online.
        sessionGate.open();
        const retry = () => {
          window.removeEventListener('online', retry);
          sessionGate.close();
          void resumeSession(fbUser);
        };
        window.addEventListener('online', retry);
      }
    },
    [openSession],
  );

  /**
   * A sign-in the user is waiting on (e-mail, sign-up, Google). It counts only once our session
   * cookie is held: until then the user is not set, and when the API refuses, the Firebase sign-in
   * is undone (a new account deleted, so signing up again works) and the server's message thrown.
   */
  const signInInteractively = useCallback(
    async (firebaseSignIn: (fb: Firebase) => Promise<FirebaseUser>, undo: 'sign-out' | 'delete'): Promise<AuthUser> => {
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
      sessionGate.close();
      try {
        await openSession(fbUser);
      } catch (error) {
        settle({ uid: fbUser.uid, ok: false });
        if (undo === 'delete') await fb.deleteUser(fbUser).catch(() => undefined);
        await fb.signOut(fb.auth);
        throw new SessionRefusedError(await errorMessage(error));
      }
      const next = toAuthUser(fbUser);
      setUser(next);
      writeHint(next, remembered.current);
      settle({ uid: fbUser.uid, ok: true });
      return next;
    },
    [openSession],
  );

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
              if (userRef.current?.uid !== next.uid) sessionGate.close();
              setUser(next);
              writeHint(next);
              // Firebase has restored this device's user: pages may render now. Their private reads
              // wait at the session gate until the cookie is renewed (an early read may already hold
              // the page's data), so a cold start on a private page shows it one round trip sooner.
              setLoading(false);
              await resumeSession(fbUser);
            }
          } else {
            callerSignIn.current = null;
            sessionGate.close();
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
  }, [resumeSession]);

  // docs/product.md#sign-out-on-401: a 401 or 403 from our API signs the user out and sends them to /signin.
  useEffect(
    () =>
      onUnauthorized(async (status) => {
        const current = userRef.current;
        if (!current) return;
        // A role an admin just changed is not a reason to sign out: go to the new role's dashboard.
        const newRole = status === 403 ? await roleChangedJustNow(queryClient, current.email) : null;
        if (newRole) {
          toast.info(`Your role is now ${newRole}.`, { id: 'role-changed' });
          navigate(paths.dashboard.root, { replace: true });
          return;
        }
        const fb = await loadFirebase();
        await fb.signOut(fb.auth);
        await forgetUser(current.uid);
        navigate(paths.signIn, { replace: true, state: { from: locationRef.current } });
      }),
    [forgetUser, navigate, queryClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      profile,
      loading,
      signIn(email, password, remember) {
        return signInInteractively(async (fb) => {
          await fb.setPersistence(fb.auth, remember ? fb.indexedDBLocalPersistence : fb.browserSessionPersistence);
          remembered.current = remember;
          return (await fb.signInWithEmailAndPassword(fb.auth, email, password)).user;
        }, 'sign-out');
      },
      signUp(data: SignUpData) {
        return signInInteractively(async (fb) => {
          const credential = await fb.createUserWithEmailAndPassword(fb.auth, data.email, data.password);
          await fb.updateProfile(credential.user, { displayName: data.name, photoURL: data.photo });
          return credential.user;
        }, 'delete');
      },
      async signInWithGoogle() {
        setLoading(true);
        try {
          return await signInInteractively((fb) => {
            const testCredential = fb.emulatorMode ? window.__e2eGoogleCredential : undefined;
            const signingIn = testCredential
              ? fb.signInWithCredential(fb.auth, fb.GoogleAuthProvider.credential(testCredential))
              : fb.signInWithPopup(fb.auth, new fb.GoogleAuthProvider(), fb.browserPopupRedirectResolver);
            return signingIn.then((credential) => credential.user);
          }, 'sign-out');
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
        if (warnings.length && !(await askConfirm({ title: 'Log out now?', text: warnings.join(' '), confirmLabel: 'Log out anyway', cancelLabel: 'Stay signed in' }))) return;
        setLoading(true);
        try {
          await logoutCall();
          const fb = await loadFirebase();
          await fb.signOut(fb.auth);
          await forgetUser(current?.uid);
          toast.warning(MSG.signedOut);
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
