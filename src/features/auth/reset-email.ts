/** Forgot Password carries the typed e-mail to /forgotpassword (docs/product.md#screen-sign-in) through sessionStorage. */
const KEY = 'reset-email';

export function rememberResetEmail(email: string): void {
  sessionStorage.setItem(KEY, email.trim());
}

export function recallResetEmail(): string {
  return sessionStorage.getItem(KEY) ?? '';
}
