/**
 * Firebase Auth, loaded lazily (it is the largest dependency of the first page). Persistence is
 * IndexedDB so an installed app stays signed in offline; the popup resolver is passed only to
 * signInWithPopup, so Google's scripts are never fetched until the user asks for the popup.
 */
import { initializeApp } from 'firebase/app';
import { browserLocalPersistence, browserSessionPersistence, connectAuthEmulator, indexedDBLocalPersistence, initializeAuth } from 'firebase/auth';
import { firebaseConfig, useAuthEmulator } from '@/config/env';

const app = initializeApp(firebaseConfig);

export const auth = initializeAuth(app, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (useAuthEmulator) {
  // The server proxies the emulator on our own origin (server/emulator-proxy.ts).
  connectAuthEmulator(auth, window.location.origin, { disableWarnings: true });
}

export const emulatorMode = useAuthEmulator;

export {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  deleteUser,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  setPersistence,
  signInWithCredential,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut,
  updateProfile,
  type User as FirebaseUser,
} from 'firebase/auth';
export { browserSessionPersistence, indexedDBLocalPersistence, browserLocalPersistence };
