/** Reviews of a session (docs/product.md#screen-session-detail). */
export const reviews = {
  added: 'Your review has been added.',
  none: 'No Reviews Yet',
  /** The overview's rating chart with no review in its weeks (issue 16). */
  noneYet: 'No reviews yet',
  offline: 'Reviewing needs a connection.',
  ratingRange: 'Rating must be from 1-5',
  notBooked: 'Only a student who booked this session can review it.',
  onlyYourself: 'You can only review as yourself.',
} as const;
