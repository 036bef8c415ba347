/** The three ways to sign in with Firebase, run by the provider's `signInInteractively`. */
import type { SignUpData } from '@/lib/auth/auth-context';
import type { Firebase } from '@/lib/auth/firebase-loader';
import type { FirebaseUser } from './login';

declare global {
  interface Window {
    /** Emulator builds only: an end-to-end test may hand a Google credential to the Google button. */
    __e2eGoogleCredential?: string;
  }
}

/** Remember Me: where Firebase keeps the user it signs in next (the device, or this tab). */
export const keepUserOn = (fb: Firebase, remember: boolean) =>
  fb.setPersistence(fb.auth, remember ? fb.indexedDBLocalPersistence : fb.browserSessionPersistence);

export const withPassword = async (fb: Firebase, email: string, password: string): Promise<FirebaseUser> =>
  (await fb.signInWithEmailAndPassword(fb.auth, email, password)).user;

/** A new account, with its display name and photo. */
export const withNewAccount = async (fb: Firebase, data: SignUpData): Promise<FirebaseUser> => {
  const credential = await fb.createUserWithEmailAndPassword(fb.auth, data.email, data.password);
  await fb.updateProfile(credential.user, { displayName: data.name, photoURL: data.photo });
  return credential.user;
};

/** Google's popup, or in an emulator build the credential a test handed over. */
export const withGoogle = (fb: Firebase): Promise<FirebaseUser> => {
  const testCredential = fb.emulatorMode ? window.__e2eGoogleCredential : undefined;
  const signingIn = testCredential
    ? fb.signInWithCredential(fb.auth, fb.GoogleAuthProvider.credential(testCredential))
    : fb.signInWithPopup(fb.auth, new fb.GoogleAuthProvider(), fb.browserPopupRedirectResolver);
  return signingIn.then((credential) => credential.user);
};
