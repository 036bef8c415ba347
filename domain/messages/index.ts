/**
 * What the product says to its users, grouped by feature, one file a feature (docs/architecture.md#messages).
 * Screens, schemas and the server use these constants, so a message is written once and a test can look
 * for it by the same name. The old system's own wording is kept to the letter (docs/product.md#messages).
 */
import { auth } from './auth';
import { bookings, payments } from './bookings';
import { calendar } from './calendar';
import { classLink } from './class-link';
import { common } from './common';
import { images } from './images';
import { materials } from './materials';
import { notes } from './notes';
import { notifications } from './notifications';
import { reviews } from './reviews';
import { roster } from './roster';
import { sessions } from './sessions';
import { users } from './users';
import { validation } from './validation';

export const MSG = {
  common,
  validation,
  auth,
  users,
  sessions,
  classLink,
  bookings,
  roster,
  payments,
  materials,
  notes,
  reviews,
  calendar,
  notifications,
  images,
} as const;
