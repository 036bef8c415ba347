/** GET /api/logout (docs/product.md#api): clears the login cookie. */
import type { SuccessResult } from '@domain/types';
import { api, publicContext } from '@/lib/api-client';

export function logoutCall() {
  return api.get('logout', { context: publicContext }).json<SuccessResult>();
}
