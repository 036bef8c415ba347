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

/**
 * The hint lives where Firebase keeps the user: on the device (localStorage) when they chose Remember
 * Me, in this tab (sessionStorage) when they did not. A tab opened after a Remember-Me-off sign-in, or
 * after the browser restarts, then holds no hint: it shows no name, reads nothing early and renders no
 * private page before Firebase has answered.
 */
export function readHint(): AuthUser | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? localStorage.getItem(KEY) ?? 'null') as AuthUser | null;
    return value?.email ? value : null;
  } catch {
    return null;
  }
}

/** `remember` as the sign-in chose it; left out (a restored user), the hint stays where it was. */
export function writeHint(user: AuthUser | null, remember?: boolean): void {
  if (!user) {
    localStorage.removeItem(KEY);
    sessionStorage.removeItem(KEY);
    return;
  }
  const onDevice = remember ?? sessionStorage.getItem(KEY) === null;
  (onDevice ? localStorage : sessionStorage).setItem(KEY, JSON.stringify(user));
  (onDevice ? sessionStorage : localStorage).removeItem(KEY);
  localStorage.setItem(HELD_KEY, '1');
}

/** False for a first visit: then the app loads no Firebase and calls no logout until a form needs it. */
export function deviceHasHeldUser(): boolean {
  try {
    return localStorage.getItem(HELD_KEY) === '1' || readHint() !== null;
  } catch {
    return true;
  }
}
