/** Signing up, in and out (docs/product.md#auth-flow). */
export const auth = {
  loggedIn: (name: string) => `${name} logged in successfully!`,
  signedIn: (name: string) => `${name} signed in successfully!`,
  signupTitle: 'Signup Successful',
  signupText: (name: string) => `${name} has registered successfully.`,
  signedOut: 'User Signed Out',
  tokenRequired: 'A Firebase ID token is required.',
  emailMismatch: 'The e-mail does not match your sign-in.',
} as const;
