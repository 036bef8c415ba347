/**
 * Who was signed in last on this device (no secrets: e-mail, name, photo). It lets the first paint
 * show the right top bar while Firebase loads lazily, instead of flashing Sign In / Sign Up.
 */
export interface AuthUser {
  uid: string;
  email: string;
  displayName: string | null;
  photoURL: string | null;
}

const KEY = 'auth-hint';
/** Kept after sign-out: this device has held a signed-in user, so Firebase may have one to restore. */
const HELD_KEY = 'auth-held';

export function readHint(): AuthUser | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as AuthUser | null;
    return value?.email ? value : null;
  } catch {
    return null;
  }
}

export function writeHint(user: AuthUser | null): void {
  if (user) {
    localStorage.setItem(KEY, JSON.stringify(user));
    localStorage.setItem(HELD_KEY, '1');
  } else localStorage.removeItem(KEY);
}

/** False for a first visit: then the app loads no Firebase and calls no logout until a form needs it. */
export function deviceHasHeldUser(): boolean {
  try {
    return localStorage.getItem(HELD_KEY) === '1' || readHint() !== null;
  } catch {
    return true;
  }
}
