/**
 * The signed-in user (spec §4). On every auth change with an e-mail: store the user, post the profile
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
import { askConfirm } from '@/components/ui/confirm-host';
import { pendingWorkWarnings } from '@/lib/logout-guards';
import { clearUserCaches } from '@/lib/offline-caches';
import { forgetPersistedQueries } from '@/lib/query-persistence';
import { sessionGate } from '@/lib/session-gate';
import { logoutCall, postJwt, postUserRecord } from './api/session-api';
import { AuthContext, type AuthContextValue, type SignUpData } from '@/lib/auth/auth-context';
import { type AuthUser, readHint, writeHint } from '@/lib/auth/auth-hint';
import { roleChangedJustNow } from '@/lib/auth/role';

type Firebase = typeof import('@/lib/firebase');
let firebasePromise: Promise<Firebase> | null = null;
const loadFirebase = () => (firebasePromise ??= import('@/lib/firebase'));

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
  const [loading, setLoading] = useState(true);
  const userRef = useRef(user);
  userRef.current = user;
  const locationRef = useRef(location);
  locationRef.current = location;

  /** Removes everything this device keeps of the user's reads (ARCHITECTURE §3). */
  const forgetUser = useCallback(
    async (uid: string | undefined) => {
      queryClient.clear();
      if (uid) forgetPersistedQueries(uid);
      await clearUserCaches();
    },
    [queryClient],
  );

  const establishSession = useCallback(async (fbUser: import('firebase/auth').User) => {
    const fb = await loadFirebase();
    try {
      const idToken = await fbUser.getIdToken();
      const record = await postUserRecord(idToken, {
        email: fbUser.email!.toLowerCase(),
        name: fbUser.displayName,
        image: fbUser.photoURL,
      });
      setProfile(record);
      await postJwt(idToken, fbUser.email!.toLowerCase());
      sessionGate.open();
    } catch (error) {
      if (error instanceof HTTPError && [401, 403].includes(error.response.status)) {
        await fb.signOut(fb.auth);
        return;
      }
      // Offline or server unreachable: keep the user and read from the device; retry when online.
      sessionGate.open();
      const retry = () => {
        window.removeEventListener('online', retry);
        sessionGate.close();
        void establishSession(fbUser);
      };
      window.addEventListener('online', retry);
    }
  }, []);

  useEffect(() => {
    let unsubscribe = () => {};
    let cancelled = false;
    loadFirebase()
      .then((fb) => {
        if (cancelled) return;
        unsubscribe = fb.onAuthStateChanged(fb.auth, async (fbUser) => {
          if (fbUser?.email) {
            const next = toAuthUser(fbUser);
            if (userRef.current?.uid !== next.uid) sessionGate.close();
            setUser(next);
            writeHint(next);
            await establishSession(fbUser);
          } else {
            sessionGate.close();
            setUser(null);
            setProfile(null);
            writeHint(null);
            logoutCall().catch(() => {});
          }
          setLoading(false);
        });
      })
      .catch(() => setLoading(false));
    return () => {
      cancelled = true;
      unsubscribe();
    };
  }, [establishSession]);

  // Spec §4: a 401 or 403 from our API signs the user out and sends them to /signin.
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
      async signIn(email, password, remember) {
        const fb = await loadFirebase();
        await fb.setPersistence(fb.auth, remember ? fb.indexedDBLocalPersistence : fb.browserSessionPersistence);
        const credential = await fb.signInWithEmailAndPassword(fb.auth, email, password);
        return toAuthUser(credential.user);
      },
      async signUp(data: SignUpData) {
        const fb = await loadFirebase();
        const credential = await fb.createUserWithEmailAndPassword(fb.auth, data.email, data.password);
        setUser(toAuthUser(credential.user));
        await fb.updateProfile(credential.user, { displayName: data.name, photoURL: data.photo });
        const next = toAuthUser({ ...credential.user, displayName: data.name, photoURL: data.photo });
        setUser(next);
        writeHint(next);
        const idToken = await credential.user.getIdToken();
        setProfile(await postUserRecord(idToken, { email: next.email, name: data.name, image: data.photo }));
        return next;
      },
      async signInWithGoogle() {
        const fb = await loadFirebase();
        setLoading(true);
        try {
          const testCredential = fb.emulatorMode ? window.__e2eGoogleCredential : undefined;
          const credential = testCredential
            ? await fb.signInWithCredential(fb.auth, fb.GoogleAuthProvider.credential(testCredential))
            : await fb.signInWithPopup(fb.auth, new fb.GoogleAuthProvider(), fb.browserPopupRedirectResolver);
          return toAuthUser(credential.user);
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
    [user, profile, loading, forgetUser, navigate],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
