/** POST /api/jwt (docs/product.md#api): trades the Firebase ID token for the login cookie. */
import { api } from '@/lib/api-client';
import type { SuccessResult } from '@domain/types';
import { withIdToken } from './with-id-token';

export function postJwt(idToken: string, email: string) {
  return api.post('jwt', { json: { email }, ...withIdToken(idToken) }).json<SuccessResult>();
}
