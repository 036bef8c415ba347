/** Bodies and queries of the user-administration calls (docs/product.md#api), shared by the screens and the API. */
import * as v from 'valibot';
import { LIMITS, ROLES, USER_STATUSES } from '../constants';
import { safeText } from './common';
import { MSG } from '../messages';

/**
 * PATCH /user/role/{email}. The original client (docs/product.md#api) also sends status 'Verified'; the server sets it
 * anyway (a role change always verifies), so anything else there is refused rather than ignored.
 */
export const roleChangeSchema = v.object({
  role: v.picklist(ROLES, MSG.users.roleInvalid),
  status: v.optional(v.literal('Verified', MSG.users.statusOnlyVerified)),
});

const searchText = v.optional(v.pipe(safeText('Search text'), v.trim(), v.maxLength(LIMITS.search, MSG.validation.tooLong('Search text', LIMITS.search))), '');

/**
 * GET /allusers/{adminEmail}?searchQueryN&searchQueryE: free text, matched as plain text. `status`
 * (an addition to the original API) narrows the list to Requested or Verified users, e.g. the tutor applications.
 */
export const userSearchSchema = v.object({
  searchQueryN: searchText,
  searchQueryE: searchText,
  status: v.optional(v.picklist(USER_STATUSES, MSG.users.statusFilterInvalid)),
});
export type UserSearch = v.InferOutput<typeof userSearchSchema>;

/** The most users one search answers; the screen asks the admin to narrow the search past it. */
export const USER_SEARCH_LIMIT = 200;

/** The response header that says more users matched than were sent. */
export const MORE_RESULTS_HEADER = 'X-More-Results';
