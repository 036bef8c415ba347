import { LIMITS } from '../constants';

/** Study sessions: the tutor's and the admin's forms and answers (docs/product.md#session-status). */
export const sessions = {
  created: 'Created Session Successfully.',
  updated: 'Session Successfully Updated.',
  updatedByAdmin: 'Session Updated Successfully',
  deleted: 'Session Deleted Successfully',
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
