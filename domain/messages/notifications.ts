/** The bell, e-mail and push (issue 17). */
export const notifications = {
  noSuchNotification: 'No such notification.',
  unsubscribeInvalid: 'The unsubscribe link is not valid.',
  readMustBeTrue: 'read must be true.',
  limitRange: 'limit must be a number from 1 to 50.',
  pushNotSetUp: 'Push notifications are not set up on this server.',
} as const;
