/** Add to calendar and the calendar feed (issue 14, docs/product.md#calendar). */
export const calendar = {
  linkCopied: 'Link copied.',
  copyFallback: 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  linkReset: 'Your calendar link was reset. Subscribe again with the new link.',
  noSuchFeed: 'No such calendar feed.',
} as const;
