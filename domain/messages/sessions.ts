import { LIMITS } from '../constants';

const deleted = 'Session Deleted Successfully';

/** Study sessions: the tutor's and the admin's forms and answers (docs/product.md#session-status). */
export const sessions = {
  created: 'Created Session Successfully.',
  updated: 'Session Successfully Updated.',
  updatedByAdmin: 'Session Updated Successfully',
  deleted,
  /** The server cancelled and refunded the session's live bookings with it (issue 15). */
  deletedWithRefunds: (count: number) => `${deleted} ${count} ${count === 1 ? 'booking was' : 'bookings were'} cancelled and refunded.`,
  deleteTitle: 'Delete this session?',
  deleteText: (title: string) => `"${title}" will be deleted with its study materials and reviews.`,
  /** A save the server accepted without modifying anything. */
  unchanged: 'Nothing changed: the session already had these values.',
  unchangedByAdmin: 'Nothing changed: the price and status were already these.',
  /** A 404, or a session the tutor does not own (the server answers both alike). */
  notFound: 'Session not found.',
  notYoursToEdit: 'It does not exist, or it is not yours to edit.',
  notYours: 'It does not exist, or it is not yours.',
  missingOrNotOpen: 'This session does not exist, or it is not open yet.',
  yoursLoadFailed: 'Your sessions could not be loaded.',
  saveOffline: 'Saving a session needs a connection.',
  adminOffline: 'You are offline: updating and deleting sessions need a connection.',
  tutorOffline: 'You are offline: deleting and re-requesting need a connection.',
  /** The home list's search (issue 14). */
  noMatch: 'No sessions match your search.',
  matches: (count: number) => `${count} sessions match.`,
  /** The overviews (issue 16). */
  noneYet: 'No sessions yet.',
  noClassesSoon: 'No classes in the next 14 days.',
  classBegun: 'It has begun.',
  requestSent: 'Request Sent.',
  noSuchSession: 'No such session.',
  rerequestOnlyRejected: 'Only a rejected session can be requested again.',
  coverRequired: 'A cover image is required.',
  dateInvalid: 'Pick a valid date and time.',
  registrationOrder: 'Registration must end after it starts.',
  classOrder: 'The class must end after it starts.',
  priceRequired: 'Price is required.',
  priceInvalid: 'The price must be a number of dollars from 0, with at most two decimals.',
  priceTooHigh: `The price must be at most ${LIMITS.maxPrice} dollars.`,
  statusInvalid: 'The status must be Pending, Accepted or Rejected.',
  seatsInvalid: 'Seats must be a whole number from 1 to 1000, or empty for no limit.',
} as const;
