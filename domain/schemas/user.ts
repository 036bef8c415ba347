/** Bodies and queries of the user-administration calls (docs/product.md#api), shared by the screens and the API. */
import * as v from 'valibot';
import { LIMITS, ROLES, USER_STATUSES } from '../constants';
import { safeText } from './common';

export const ROLE_MESSAGE = 'Role must be Student, Tutor or Admin.';

/**
 * PATCH /user/role/{email}. The spec's client also sends status 'Verified'; the server sets it
 * anyway (a role change always verifies), so anything else there is refused rather than ignored.
 */
export const roleChangeSchema = v.object({
  role: v.picklist(ROLES, ROLE_MESSAGE),
  status: v.optional(v.literal('Verified', "Status can only be 'Verified' on a role change.")),
});

const searchText = v.optional(
  v.pipe(safeText('Search text'), v.trim(), v.maxLength(LIMITS.search, `Search text must be at most ${LIMITS.search} characters.`)),
  '',
);

/**
 * GET /allusers/{adminEmail}?searchQueryN&searchQueryE: free text, matched as plain text. `status`
 * (beyond the spec) narrows the list to Requested or Verified users, e.g. the tutor applications.
 */
export const userSearchSchema = v.object({
  searchQueryN: searchText,
  searchQueryE: searchText,
  status: v.optional(v.picklist(USER_STATUSES, 'Status must be Requested or Verified.')),
});
export type UserSearch = v.InferOutput<typeof userSearchSchema>;

/** The most users one search answers; the screen asks the admin to narrow the search past it. */
export const USER_SEARCH_LIMIT = 200;

/** The response header that says more users matched than were sent. */
export const MORE_RESULTS_HEADER = 'X-More-Results';

/** The API's answers when a user rule refuses a change (409s), in words a user can act on. */
export const USER_ERRORS = {
  alreadyApplied: 'You have already applied to become a tutor. Verification can take up to a week.',
  onlyStudentsApply: 'Only students can apply to become a tutor.',
  lastAdmin: 'This is the last admin. Make someone else an admin before changing this role.',
  notRequested: 'This user has no pending tutor request.',
  noSuchUser: 'No such user.',
} as const;
