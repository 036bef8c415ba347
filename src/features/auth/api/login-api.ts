/** The identity calls of docs/product.md#api: the profile record, the login cookie and logout. */
import type { User } from '@domain/types';
import { api, publicContext } from '@/lib/api-client';

const withToken = (idToken: string) => ({
  headers: { authorization: `Bearer ${idToken}` },
  context: publicContext,
});

export function postUserRecord(idToken: string, body: { email: string; name: string | null; image: string | null }) {
  return api.post(`users/${encodeURIComponent(body.email)}`, { json: body, ...withToken(idToken) }).json<User>();
}

export function postJwt(idToken: string, email: string) {
  return api.post('jwt', { json: { email }, ...withToken(idToken) }).json<{ success: true }>();
}

export function logoutCall() {
  return api.get('logout', { context: publicContext }).json<{ success: true }>();
}
