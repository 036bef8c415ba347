/** The bell, e-mail and push (issue 17). */
export const notifications = {
  noSuchNotification: 'No such notification.',
  unsubscribeInvalid: 'The unsubscribe link is not valid.',
  readMustBeTrue: 'read must be true.',
  limitRange: 'limit must be a number from 1 to 50.',
  pushNotSetUp: 'Push notifications are not set up on this server.',

  /** The bell's panel. */
  none: 'No notifications yet.',
  listLoadFailed: 'Your notifications could not be loaded.',
  olderLoadFailed: 'Older notifications could not be loaded.',
  /** The list was never loaded on this device, so there is no copy to show. */
  listOffline: 'You are offline. Your notifications show here once you are back online.',

  /** The settings card on the profile page. */
  settingsSaved: 'Notification settings saved.',
  settingsOffline: 'You are offline. Changing these needs a connection.',
  emailUnavailable: 'E-mail is not set up on this server.',
  pushUnavailable: 'Push is not set up on this server.',
  pushUnsupported: 'This browser cannot show push notifications.',
  pushBlocked: 'Notifications are blocked for this site in your browser settings.',
  pushOn: 'Push notifications are on for this device.',
} as const;
