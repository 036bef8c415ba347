/** POST /api/users/{email} (docs/product.md#api): creates or refreshes the profile record at sign-in. */
import type { User } from '@domain/types';
import { api } from '@/lib/api-client';
import { withIdToken } from './with-id-token';

export function postUserRecord(idToken: string, body: { email: string; name: string | null; image: string | null }) {
  return api.post(`users/${encodeURIComponent(body.email)}`, { json: body, ...withIdToken(idToken) }).json<User>();
}
