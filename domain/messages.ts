/**
 * The product's exact strings (docs/product.md#validation and #messages). Screens and the server use these constants, so a
 * message is written once and a test can look for it by the same name.
 */
export const MSG = {
  password: {
    number: 'Password must have at least one number.',
    special: 'Password must have at least one special character.',
    uppercase: 'Password must have at least 1 uppercase letter.',
    length: 'Password must be at least 6 characters long.',
  },
  invalidEmail: 'Invalid email address',
  invalidUrl: 'Invalid URL',
  ratingRange: 'Rating must be from 1-5',
  noData: 'No Data Available.',
  noReviews: 'No Reviews Yet',
  loggedIn: (name: string) => `${name} logged in successfully!`,
  signedIn: (name: string) => `${name} signed in successfully!`,
  signupTitle: 'Signup Successful',
  signupText: (name: string) => `${name} has registered successfully.`,
  signedOut: 'User Signed Out',
  materialDeleted: 'Material Deleted Successfully',
  sessionDeleted: 'Session Deleted Successfully',
  sessionUpdatedAdmin: 'Session Updated Successfully',
  roleUpdated: 'User Role Updated.',
  requestRejected: 'Request Rejected.',
  noteCreated: 'Note Created Successfully.',
  noteDeleted: 'Note Deleted Successfully.',
  noteUpdated: 'Note Updated Successfully.',
  sessionCreated: 'Created Session Successfully.',
  requestSent: 'Request Sent.',
  sessionBooked: 'Session Booked Successfully.',
  /** Not in the spec: the calendar feed (issue 14). */
  calendarLinkCopied: 'Link copied.',
  calendarCopyFallback: 'The link is selected: press Ctrl+C (⌘C on a Mac) to copy it.',
  calendarLinkReset: 'Your calendar link was reset. Subscribe again with the new link.',
  reviewAdded: 'Your review has been added.',
  appliedTutor: 'You have applied to become a tutor.',
  materialsUploaded: 'Materials Uploaded Successfully.',
  materialEdited: 'Material Edited Successfully.',
  sessionUpdated: 'Session Successfully Updated.',
  requiresAdmin: 'Requires Admin Access',
  tutorVerification: 'Verification of your request can take up to a week.',
  /** Not in the spec: text with a control character or half a surrogate pair (issue 13). */
  unsafeText: (label: string) =>
    `${label} contains a character that cannot be saved (an invisible control character). Remove it and try again.`,
} as const;

/** Seats, cancellations and refunds (issue 15). */
const dollars = (amount: number) => `$${amount.toFixed(2)}`;
export const ORDER_MSG = {
  full: 'This session is full.',
  paymentRefunded: 'This payment has been refunded: pay again to book.',
  fullRefunded: (amount: number) => `The last seat was taken while you were paying. Your payment of ${dollars(amount)} has been refunded.`,
  fullRefundPending: (amount: number) =>
    `The last seat was taken while you were paying. Your payment of ${dollars(amount)} will be refunded shortly.`,
  seatsLeft: (n: number) => (n <= 0 ? 'Full' : n <= 3 ? `Only ${n} left` : `${n} seats left`),
  fullButton: 'Full',
  cancelDeadlinePassed: 'Cancellation has closed for this session.',
  cancelClosedOn: (date: string) => `Cancellation closed on ${date}`,
  notCancellable: 'This booking is already cancelled.',
  noSuchOrder: 'No such booking.',
  cancelButton: 'Cancel booking',
  cancelled: 'Booking cancelled.',
  cancelledByOrganiser: 'Cancelled by the organiser',
  refundPending: 'Refund pending',
  refunded: (amount: number) => `Refunded ${dollars(amount)}`,
  noRefundNeeded: 'Free session: nothing to refund',
  offline: 'You are offline: cancelling needs a connection.',
  deleteWithBookings: (n: number) =>
    `${n} ${n === 1 ? 'student is' : 'students are'} booked. Deleting the session cancels ${n === 1 ? 'this booking' : 'these bookings'} and refunds every payment in full.`,
} as const;

