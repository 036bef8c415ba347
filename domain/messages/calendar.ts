/** Add to calendar and the calendar feed (issue 14, docs/product.md#calendar). */
export const calendar = {
  linkCopied: 'Link copied.',
  copyFallback: 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  linkReset: 'Your calendar link was reset. Subscribe again with the new link.',
  noSuchFeed: 'No such calendar feed.',
  resetTitle: 'Reset calendar link?',
  resetText: 'The current link stops working at once, and calendars subscribed to it stop updating. You then subscribe again with the new link.',
  /** The link is never kept on the device (docs/decisions/007), so offline there is nothing to show yet. */
  linkOffline: 'Your private link shows here once you are back online.',
  offlineActions: 'You are offline. Subscribing and resetting the link need a connection.',
  /** Why 'Add to calendar' is disabled offline: the .ics download needs the server. */
  addNeedsConnection: 'Adding to a calendar needs a connection.',
} as const;
