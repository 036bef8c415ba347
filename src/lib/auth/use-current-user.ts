/**
 * Who is signed in, as the screens and the records name them. One rule for the name everywhere:
 * Firebase's display name, else the name on the profile record; where a screen must always show
 * something (the top bar, the sidebar, the welcome line) it falls back to the e-mail.
 */
import type { User } from '@domain/types';
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

/**
 * The signed-in user (null when signed out) with their `name` ('' when they have none), `label`
 * (their name, else their e-mail: for places that must show something) and `image` (Firebase's
 * photo, else the profile record's; '' when there is none). A record that names the user (a note's
 * author, a booking's student) takes `{ name, email, image }`.
 */
export function useCurrentUser() {
  const { user, profile } = useAuth();
  const name = user ? nameOf(user, profile) : '';
  return { user, name, label: name || user?.email || '', image: user?.photoURL || profile?.image || '' };
}
