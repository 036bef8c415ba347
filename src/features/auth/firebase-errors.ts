/**
 * Firebase Auth errors in plain words. The spec shows the provider's message; we keep it for codes we
 * do not know and say what happened, and what to do, for the common ones.
 */
const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'Wrong e-mail or password.',
  'auth/wrong-password': 'Wrong e-mail or password.',
  'auth/user-not-found': 'No account uses this e-mail. Sign up first.',
  'auth/invalid-email': 'Invalid email address',
  'auth/email-already-in-use': 'An account with this e-mail already exists. Sign in instead.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/popup-blocked': 'The sign-in popup was blocked. Allow popups for this site and try again.',
  'auth/popup-closed-by-user': 'The sign-in popup was closed before finishing.',
  'auth/cancelled-popup-request': 'The sign-in popup was closed before finishing.',
  'auth/internal-error': 'Google sign-in could not start. Check your connection and try again.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/weak-password': 'Password must be at least 6 characters long.',
  'auth/missing-password': 'Password is required.',
};

export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: string } | null)?.code;
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (error instanceof Error && error.message) return error.message.replace(/^Firebase:\s*/, '');
  return 'Something went wrong. Please try again.';
}
