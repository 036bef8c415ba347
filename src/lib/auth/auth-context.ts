import { createContext, useContext } from 'react';
import type * as v from 'valibot';
import type { signUpSchema } from '@domain/schemas/auth';
import type { User } from '@domain/types';
import type { AuthUser } from './auth-hint';

/** The sign-up form's checked values (Firebase gets them; our API has no sign-up body). */
export type SignUpData = v.InferOutput<typeof signUpSchema>;

/**
 * Firebase accepted the user but our API did not give them a login (a 429 past the sign-in rate
 * limit, say). The message is the server's; the Firebase sign-in has already been undone.
 */
export class LoginRefusedError extends Error {
  override name = 'LoginRefusedError';
}

export interface AuthContextValue {
  /** Signed in only with an e-mail (docs/product.md#auth-flow). */
  user: AuthUser | null;
  /** Our profile record, as the server answered it at sign-in. */
  profile: User | null;
  loading: boolean;
  signIn(email: string, password: string, remember: boolean): Promise<AuthUser>;
  signUp(data: SignUpData): Promise<AuthUser>;
  signInWithGoogle(): Promise<AuthUser>;
  resetPassword(email: string): Promise<void>;
  logOut(): Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
