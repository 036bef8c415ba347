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
  /** The API's answers when a user rule refuses a change (409s), in words a user can act on. */
  alreadyApplied: 'You have already applied to become a tutor. Verification can take up to a week.',
  onlyStudentsApply: 'Only students can apply to become a tutor.',
  lastAdmin: 'This is the last admin. Make someone else an admin before changing this role.',
  notRequested: 'This user has no pending tutor request.',
} as const;
