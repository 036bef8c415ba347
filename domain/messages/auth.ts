import { validation } from './validation';

/** Signing up, in and out (docs/product.md#auth-flow). */
export const auth = {
  loggedIn: (name: string) => `${name} logged in successfully!`,
  signedIn: (name: string) => `${name} signed in successfully!`,
  signupTitle: 'Signup Successful',
  signupText: (name: string) => `${name} has registered successfully.`,
  signedOut: 'User Signed Out',
  signInOffline: 'Signing in needs a connection.',
  signUpOffline: 'Signing up needs a connection.',
  googleOffline: 'Google sign-in needs a connection.',
  logOutConfirm: 'Log out now?',
  roleChanged: (role: string) => `Your role is now ${role}.`,
  roleCheckFailed: 'Your role could not be checked.',
  /** Firebase Auth's error codes in plain words: what happened, and what to do. */
  providerErrors: {
    'auth/invalid-credential': 'Wrong e-mail or password.',
    'auth/wrong-password': 'Wrong e-mail or password.',
    'auth/user-not-found': 'No account uses this e-mail. Sign up first.',
    'auth/invalid-email': validation.invalidEmail,
    'auth/email-already-in-use': 'An account with this e-mail already exists. Sign in instead.',
    'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
    'auth/popup-blocked': 'The sign-in popup was blocked. Allow popups for this site and try again.',
    'auth/popup-closed-by-user': 'The sign-in popup was closed before finishing.',
    'auth/cancelled-popup-request': 'The sign-in popup was closed before finishing.',
    'auth/internal-error': 'Google sign-in could not start. Check your connection and try again.',
    'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection and try again.',
    'auth/user-disabled': 'This account has been disabled.',
    'auth/weak-password': validation.password.length,
    'auth/missing-password': validation.required('Password'),
  } as Readonly<Record<string, string>>,
  providerFallback: 'Something went wrong. Please try again.',
  tokenRequired: 'A Firebase ID token is required.',
  emailMismatch: 'The e-mail does not match your sign-in.',
} as const;
