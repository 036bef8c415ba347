/** Profiles, roles and tutor applications (docs/product.md#user-status). */
export const users = {
  roleUpdated: 'User Role Updated.',
  requestRejected: 'Request Rejected.',
  appliedTutor: 'You have applied to become a tutor.',
  tutorVerification: 'Verification of your request can take up to a week.',
  requiresAdmin: 'Requires Admin Access',
  statusOnlyVerified: "Status can only be 'Verified' on a role change.",
  statusFilterInvalid: 'Status must be Requested or Verified.',
  roleInvalid: 'Role must be Student, Tutor or Admin.',
  ownProfileOnly: 'You can only save your own profile.',
  noSuchUser: 'No such user.',
  statusLoadFailed: 'Your status could not be loaded.',
  /** The API's answers when a user rule refuses a change (409s), in words a user can act on. */
  alreadyApplied: 'You have already applied to become a tutor. Verification can take up to a week.',
  onlyStudentsApply: 'Only students can apply to become a tutor.',
  lastAdmin: 'This is the last admin. Make someone else an admin before changing this role.',
  notRequested: 'This user has no pending tutor request.',
  /** The confirmation before a student applies (the verification line follows it). */
  applyTitle: 'Become a Tutor',
  applyText: 'Ask an admin to make you a tutor, so you can create sessions and share study materials.',
  applyOffline: 'You are offline. Applying needs a connection.',
  /** All Users (issue 7). */
  noMatch: 'No user matches this search.',
  noApplications: 'No tutor applications are waiting.',
  showingFirst: (limit: number) => `Showing the first ${limit} users. Type part of a name or e-mail to find others.`,
  listed: (count: number, applications: boolean, searching: boolean) =>
    `${count} ${applications ? (count === 1 ? 'tutor application' : 'tutor applications') : count === 1 ? 'user' : 'users'}${searching ? ' found' : ''}`,
  adminOffline: 'You are offline: changing roles and rejecting requests need a connection.',
  ownRole: 'Another admin can change your role.',
  /** The admin's overview (issue 16). */
  noNewUsers: 'No new users yet',
} as const;
