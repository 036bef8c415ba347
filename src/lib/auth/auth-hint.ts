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

export function readHint(): AuthUser | null {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? 'null') as AuthUser | null;
    return value?.email ? value : null;
  } catch {
    return null;
  }
}

export function writeHint(user: AuthUser | null): void {
  if (user) localStorage.setItem(KEY, JSON.stringify(user));
  else localStorage.removeItem(KEY);
}
