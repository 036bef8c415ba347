/** The ky options of a call that proves who signs in by the Firebase ID token rather than the login cookie. */
import { publicContext } from '@/lib/api-client';

export const withIdToken = (idToken: string) => ({
  headers: { authorization: `Bearer ${idToken}` },
  context: publicContext,
});
