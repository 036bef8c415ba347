/**
 * The overview page's figures (issue 16), one shape per role. Money is in cents on the wire and shown
 * in US dollars with two decimals; weeks start on Monday in the viewer's zone (`?tz=`), as ISO dates.
 */
export interface WeeklyMoney {
  /** Monday of the week, yyyy-MM-dd in the viewer's zone. */
  week: string;
  bookings: number;
  revenueCents: number;
  refunds: number;
  refundedCents: number;
}

export interface WeeklyUsers {
  week: string;
  Student: number;
  Tutor: number;
  Admin: number;
}

export interface SessionFigure {
  id: string;
  title: string;
  bookings: number;
  revenueCents: number;
  average: number | null;
  reviews: number;
}

export interface AdminOverview {
  role: 'Admin';
  pendingSessions: number;
  requestedUsers: number;
  weekly: WeeklyMoney[];
  newUsers: WeeklyUsers[];
  topByBookings: SessionFigure[];
  topByRating: SessionFigure[];
}

export interface UpcomingClass {
  id: string;
  title: string;
  isoCS: string;
  booked: number;
  /** Null when the session has no seat limit. */
  seatsLeft: number | null;
}

export interface WeeklyRating {
  week: string;
  average: number | null;
  reviews: number;
}

export interface TutorOverview {
  role: 'Tutor';
  upcoming: UpcomingClass[];
  perSession: SessionFigure[];
  ratings: WeeklyRating[];
  byStatus: { Pending: number; Accepted: number; Rejected: number };
}

export interface StudentOverview {
  role: 'Student';
  nextClass: { id: string; title: string; isoCS: string; isoCE: string; meetingUrl: string | null } | null;
  upcomingBookings: number;
  pastBookings: number;
  newestMaterials: { id: string; sessionId: string; title: string; image: string; link: string; createdAt: string }[];
}

export type Overview = AdminOverview | TutorOverview | StudentOverview;

/** How many weeks the charts cover. */
export const OVERVIEW_WEEKS = 12;
