/** Entity and response shapes of the API (docs/product.md#entities), in the original API's field names. */
import type { Role, SessionStatus, UserStatus } from './constants';

export interface PersonRef {
  name: string;
  email: string;
  image: string;
}

export interface RatingSummary {
  average: number | null;
  count: number;
}

export interface StudySession {
  _id: string;
  title: string;
  cover: string;
  description: string;
  duration: string;
  isoRS: string;
  isoRE: string;
  isoCS: string;
  isoCE: string;
  tutor: PersonRef;
  /** US dollars, two decimals at most. */
  price: number;
  status: SessionStatus;
  rating: RatingSummary;
  /** The IANA zone the tutor set the times in (issue 14). */
  timeZone: string;
  /** The seat limit, null when unlimited, and the seats still free (issue 15). */
  seats: number | null;
  seatsLeft: number | null;
  /**
   * Where the class happens (issue 22): present only for its tutor, admins and students with a live
   * booking (null when the tutor has added no link); absent for everyone else.
   */
  meetingUrl?: string | null;
}

export interface Tutor {
  _id: string;
  name: string;
  email: string;
  image: string;
}

export interface User {
  _id: string;
  name: string;
  email: string;
  image: string;
  role: Role;
  status: UserStatus | null;
}

export interface Material {
  _id: string;
  materialId: string;
  image: string;
  link: string;
  sessionId: string;
  tutormail: string;
  cover: string;
  title: string;
}

export type OrderStatus = 'booked' | 'cancelled' | 'refunded';
export type CancelledBy = 'student' | 'admin' | 'organiser';
export type RefundState = 'none' | 'pending' | 'succeeded';

/**
 * One order of GET /bookedsessions/{email}: live bookings and, since issue 15, cancelled ones too.
 * A session deleted by its organiser leaves only the order's title: its other fields are empty/null.
 */
export interface BookedSession {
  _id: string;
  /** The same as _id, by the name the cancel route uses. */
  orderId: string;
  status: OrderStatus;
  sessionId: string | null;
  title: string;
  description: string;
  duration: string;
  /** The class's start and end (issue 14: Booked Sessions shows when, and splits upcoming from past). */
  isoCS: string | null;
  isoCE: string | null;
  tutor: { name: string };
  /** Dollars paid. */
  price: number;
  /** The last instant a cancel is accepted (class start minus CANCEL_DEADLINE_HOURS). */
  cancelDeadline: string | null;
  cancelledAt: string | null;
  cancelledBy: CancelledBy | null;
  refund: RefundState;
  /** The class link while the booking is live (null: none yet); absent once cancelled (issue 22). */
  meetingUrl?: string | null;
}

/** POST /orders/{id}/cancel's answer. */
export interface CancelResult {
  orderId: string;
  status: OrderStatus;
  refund: RefundState;
  /** Dollars refunded or to be refunded. */
  amount: number;
}

export interface RosterEntry {
  orderId: string;
  name: string;
  email: string;
  bookedAt: string;
  /** Dollars. */
  amountPaid: number;
  status: OrderStatus;
  cancelledAt: string | null;
  cancelledBy: CancelledBy | null;
}

/** GET /sessions/{id}/roster. */
export interface Roster {
  sessionId: string;
  title: string;
  seats: number | null;
  /** The class link (issue 22), null when none. */
  meetingUrl: string | null;
  booked: RosterEntry[];
  cancelled: RosterEntry[];
}

export interface Order {
  _id: string;
  student: PersonRef;
  sessionId: string;
  price: number;
  transactionId: string | null;
}

export interface Review {
  _id: string;
  student: PersonRef;
  sessionId: string;
  revDesc: string;
  rating: number;
}

export interface Note {
  _id: string;
  student: PersonRef;
  title: string;
  description: string;
  /** Milliseconds since the epoch, set by the device that made the change. */
  updatedAt: number;
}

/** GET /notes/{email}?deleted=include: live notes and tombstones (`deleted: true`, no content). */
export type NoteSyncEntry = Note & { deleted?: true };

/**
 * POST /notes answers which version the server keeps: `applied` (this write, or an identical replay),
 * `stale` (a newer version, in `note`), or `deleted` (the id was deleted and stays deleted).
 */
export interface NoteWriteResult {
  outcome: 'applied' | 'stale' | 'deleted';
  note: Note | null;
}

export interface RoleResponse {
  role: Role;
}

/**
 * What an update or a delete of a session or a material answers (the shape the old API's MongoDB
 * driver gave): `modifiedCount` for an update, `deletedCount` for a delete.
 */
export interface WriteResult {
  acknowledged: boolean;
  modifiedCount?: number;
  deletedCount?: number;
}

/**
 * DELETE of a session (the tutor's or an admin's): a WriteResult, plus what the delete did to its
 * bookings (cancelled, and how many of them wait on a refund).
 */
export interface SessionDeleteResult extends WriteResult {
  cancelledBookings: number;
  refundsPending: number;
}

/** POST /jwt and GET /logout. */
export interface SuccessResult {
  success: true;
}

/**
 * GET /allusers/{adminEmail}: the body is `users`; `more` travels in the MORE_RESULTS_HEADER header
 * (more users matched than the server sends at once).
 */
export interface UserList {
  users: User[];
  more: boolean;
}

/** GET /calendar-feed and POST /calendar-feed/rotate. */
export interface CalendarFeed {
  /** https://…/api/calendar/{token}.ics: private, opened without a cookie by calendar apps. */
  url: string;
}

/** GET /video-room (issue 22): a new room URL and the name of its provider. */
export interface VideoRoom {
  url: string;
  provider: string;
}

/** POST /images, in the shape of the ImgBB API the original client called (docs/product.md#api). */
export interface UploadResponse {
  data: { display_url: string; width: number; height: number };
}

/** POST /payments/test/confirm: the test provider's stand-in for stripe.confirmCardPayment. */
export interface TestPaymentConfirmation {
  paymentIntent: { id: string; status: 'succeeded' };
}

/** POST /push-subscriptions. */
export interface PushSubscribeResult {
  subscribed: boolean;
}

/** POST /notifications/read-all: how many notifications it marked read. */
export interface ReadAllResult {
  updated: number;
}

/** The one error envelope of the API. */
export interface ApiErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}
