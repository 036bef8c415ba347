/**
 * Firebase Auth loads on demand (31 KB gzip). On a device that has never held a signed-in user
 * there is nobody for Firebase to restore, so the auth listener waits until something asks for
 * Firebase itself: a sign-in, sign-up, Google or reset-password form.
 */
import { deviceHasHeldUser } from './auth-hint';

export type Firebase = typeof import('@/lib/firebase');
let firebasePromise: Promise<Firebase> | null = null;
let wanted: () => void = () => {};
const firstWanted = new Promise<void>((resolve) => (wanted = resolve));
let held: Promise<unknown> = Promise.resolve();

function importFirebase(): Promise<Firebase> {
  wanted();
  return (firebasePromise ??= held.then(() => import('@/lib/firebase')));
}

/**
 * A page whose content is already on its way without Firebase (the session page's early read, which
 * goes with the cookie the device holds) keeps the slow connection for that content: Firebase
 * (31 KB) is asked for once the content has arrived and had a frame to paint, or after `maxMs`.
 * Call before anything asks for Firebase.
 */
export function holdFirebaseUntil(content: Promise<unknown>, maxMs = 1500): void {
  const painted = content.then(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
  held = Promise.race([painted, new Promise((resolve) => setTimeout(resolve, maxMs))]).catch(() => {});
}

/**
 * Firebase for a caller (a form, logout): once its first auth state is settled and the auth
 * listener has seen it. On a first visit the listener subscribes only now, and its first "no user"
 * must not land in the middle of the sign-in that loaded Firebase.
 */
export async function loadFirebase(): Promise<Firebase> {
  const fb = await importFirebase();
  await fb.auth.authStateReady();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fb;
}

/** For the auth listener: Firebase now if this device has held a user, otherwise once a form loads it. */
export function loadFirebaseForListener(): Promise<Firebase> {
  return deviceHasHeldUser() ? importFirebase() : firstWanted.then(importFirebase);
}

/**
 * Called before the first render: on a device with a user to restore, Firebase is the start of the
 * critical chain (restore → profile → login cookie → the page's data), so it is asked for before
 * the page's own chunks queue up on the connection.
 */
export function startFirebaseEarly(): void {
  if (deviceHasHeldUser()) void importFirebase().catch(() => {});
}

/** Starts the download early, e.g. when a sign-in form is first touched, so the submit is quicker. */
export function prefetchFirebase(): void {
  void importFirebase().catch(() => {});
}
