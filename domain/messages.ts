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
  unsafeText: (label: string) => `${label} contains a character that cannot be saved (an invisible control character). Remove it and try again.`,
} as const;

/** Seats, cancellations and refunds (issue 15). */
const dollars = (amount: number) => `$${amount.toFixed(2)}`;
export const ORDER_MSG = {
  full: 'This session is full.',
  paymentRefunded: 'This payment has been refunded: pay again to book.',
  fullRefunded: (amount: number) => `The last seat was taken while you were paying. Your payment of ${dollars(amount)} has been refunded.`,
  fullRefundPending: (amount: number) => `The last seat was taken while you were paying. Your payment of ${dollars(amount)} will be refunded shortly.`,
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

/**
 * What the API answers, grouped by feature (issue 19, item 6): route files throw these, never a
 * literal, so a test or a screen can name the same string. `MSG` and `ORDER_MSG` above stay as the
 * screens import them; `MESSAGES.orders` is `ORDER_MSG` with the server's own additions.
 */
export const MESSAGES = {
  /** A query parameter a route cannot do without (a malformed id is a 404 instead: decisions/013). */
  params: {
    required: (name: string) => `${name} is required.`,
  },
  auth: {
    tokenRequired: 'A Firebase ID token is required.',
    emailMismatch: 'The e-mail does not match your sign-in.',
  },
  users: {
    ownProfileOnly: 'You can only save your own profile.',
    noSuchUser: 'No such user.',
  },
  sessions: {
    noSuchSession: 'No such session.',
    rerequestOnlyRejected: 'Only a rejected session can be requested again.',
  },
  materials: {
    noSuchMaterial: 'No such material.',
  },
  orders: {
    ...ORDER_MSG,
    onlyYourself: 'You can only book sessions for yourself.',
  },
  /** Booking a session, free or paid (docs/architecture.md#booking-rules). */
  booking: {
    notOpen: 'This session is not open for booking.',
    closed: 'Registration for this session has closed.',
    /** In UTC: the server does not know the viewer's zone (the page shows it in theirs). */
    notYetOpen: (start: Date) => `Registration for this session has not opened yet. It opens ${start.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
    alreadyBooked: 'You have already booked this session.',
    freeNoPayment: 'This session is free: book it without a payment.',
    notFree: (price: number) => `This session costs $${price.toFixed(2)}: pay for it to book it.`,
    noSuchPayment: 'No such payment was found.',
    notPaid: 'This payment has not succeeded.',
    otherStudent: 'This payment was made by another student.',
    otherSession: 'This payment was made for another session.',
    wrongAmount: "The amount paid does not match the session's price.",
    paymentUsed: 'This payment has already been used for another booking.',
    full: ORDER_MSG.full,
    paymentRefunded: ORDER_MSG.paymentRefunded,
  },
  payments: {
    providerDown: 'The payment service is unavailable. Please try again.',
    bodyTooLarge: 'The request body is too large.',
    signatureMissing: 'The Stripe-Signature header is missing.',
    signatureInvalid: 'The webhook signature is invalid.',
  },
  reviews: {
    notBooked: 'Only a student who booked this session can review it.',
    onlyYourself: 'You can only review as yourself.',
  },
  notes: {
    otherAccount: 'This note belongs to another account.',
    idOfOtherAccount: 'This note id belongs to another account.',
    clockAhead: "updatedAt is more than a day ahead of the server's clock. Check the device's date and time.",
    noSuchNote: 'No such note.',
  },
  images: {
    tooLarge: 'The image is larger than 5 MB.',
    notMultipart: 'Send the image as multipart/form-data in the field "image".',
    unreadable: 'The upload could not be read.',
    fileRequired: 'An image file is required in the field "image".',
    noSuchImage: 'No such image.',
  },
  notifications: {
    noSuchNotification: 'No such notification.',
    unsubscribeInvalid: 'The unsubscribe link is not valid.',
    pushNotSetUp: 'Push notifications are not set up on this server.',
  },
  calendar: {
    noSuchFeed: 'No such calendar feed.',
  },
} as const;
