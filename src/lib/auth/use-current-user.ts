/**
 * Who is signed in, as the screens and the records name them. One rule for the name everywhere:
 * Firebase's display name, else the name on the profile record; where a screen must always show
 * something (the top bar, the sidebar, the welcome line) it falls back to the e-mail.
 */
import type { PersonRef, User } from '@domain/types';
import { useAuth } from './auth-context';
import type { AuthUser } from './auth-hint';

/** The person's name, or '' when neither Firebase nor the profile record has one. */
export function nameOf(user: Pick<AuthUser, 'displayName'>, profile?: Pick<User, 'name'> | null): string {
  return user.displayName || profile?.name || '';
}

/** What a screen calls the user: their name, else their e-mail. */
export function labelOf(user: Pick<AuthUser, 'displayName' | 'email'>, profile?: Pick<User, 'name'> | null): string {
  return nameOf(user, profile) || user.email;
}

export interface CurrentUser {
  user: AuthUser | null;
  profile: User | null;
  /** The person's name; '' when they have none (or nobody is signed in). */
  name: string;
  /** Their name, else their e-mail: for places that must show something. */
  label: string;
  /** Their photo (Firebase's, else the profile record's), or '' when there is none. */
  image: string;
  /** The user as a record names a person (a note's author, a booking's student), or null when signed out. */
  person: PersonRef | null;
}

export function useCurrentUser(): CurrentUser {
  const { user, profile } = useAuth();
  if (!user) return { user, profile, name: '', label: '', image: '', person: null };
  const name = nameOf(user, profile);
  const image = user.photoURL || profile?.image || '';
  return { user, profile, name, label: labelOf(user, profile), image, person: { name, email: user.email, image } };
}
