/**
 * Session rules shared by the forms and the API (docs/product.md#validation, issue 3). One deliberate change from the
 * old system: an end before its start (registration or class) is refused with a clear message.
 */
import * as v from 'valibot';
import { LIMITS, SESSION_STATUSES } from '../constants';
import { timeZoneSchema } from './time-zone';
import { meetingUrlField } from './class-link';
import { imageUrlSchema, objectMessages, requiredText } from './common';
import { MSG } from '../messages';

/** A seat limit (issue 15): 1 to 1000; null (or left out) is no limit. */
export const seatsSchema = v.pipe(
  v.number(MSG.sessions.seatsInvalid),
  v.integer(MSG.sessions.seatsInvalid),
  v.minValue(1, MSG.sessions.seatsInvalid),
  v.maxValue(1000, MSG.sessions.seatsInvalid),
);

/** A calendar date that exists (JavaScript would roll 02-31 over into March) in a sane range. */
function isRealInstant(s: string): boolean {
  const [y, m, d] = s.slice(0, 10).split('-').map(Number) as [number, number, number];
  return y >= 2000 && y <= 2200 && new Date(Date.UTC(y, m - 1, d)).getUTCDate() === d;
}

/** An instant as ISO 8601 with a zone (what the browser sends after composing local date + time). */
const instant = v.pipe(
  v.string(MSG.sessions.dateInvalid),
  v.trim(),
  v.isoTimestamp(MSG.sessions.dateInvalid),
  v.check(isRealInstant, MSG.sessions.dateInvalid),
);

/** What a missing key says (objectMessages). */
const objectMessage = objectMessages({
  title: MSG.validation.required('Title'),
  description: MSG.validation.required('Description'),
  cover: MSG.sessions.coverRequired,
  isoRS: MSG.sessions.dateInvalid,
  isoRE: MSG.sessions.dateInvalid,
  isoCS: MSG.sessions.dateInvalid,
  isoCE: MSG.sessions.dateInvalid,
  price: MSG.sessions.priceRequired,
  status: MSG.sessions.statusInvalid,
});

const later = (a: string, b: string) => new Date(b).getTime() > new Date(a).getTime();

const timesEntries = { isoRS: instant, isoRE: instant, isoCS: instant, isoCE: instant };
type Times = v.InferOutput<v.ObjectSchema<typeof timesEntries, undefined>>;

/**
 * Every session schema ends with the same two order checks. They are reported on the end field, where
 * the form shows them, and run as soon as the times are valid, even while a title is still missing.
 */
const timeOrderChecks = [
  v.forward(
    v.partialCheck([['isoRS'], ['isoRE']], (t: Times) => later(t.isoRS, t.isoRE), MSG.sessions.registrationOrder),
    ['isoRE'],
  ),
  v.forward(
    v.partialCheck([['isoCS'], ['isoCE']], (t: Times) => later(t.isoCS, t.isoCE), MSG.sessions.classOrder),
    ['isoCE'],
  ),
];

function withTimeOrder<const TEntries extends typeof timesEntries & v.ObjectEntries>(entries: TEntries) {
  const schema = v.object(entries, objectMessage);
  type Output = v.InferOutput<typeof schema>;
  type Check = v.BaseValidation<Output, Output, v.PartialCheckIssue<Output>>;
  // The checks read only the four times, which every such object has; valibot cannot see that through the generic.
  return v.pipe(schema, ...(timeOrderChecks as unknown as [Check, Check]));
}

/** The four instants, each end after its start. */
export const sessionTimesSchema = withTimeOrder(timesEntries);

const textEntries = {
  title: requiredText('Title', LIMITS.title),
  description: requiredText('Description', LIMITS.description),
};

/** What the form checks before it uploads the cover: the texts and the times. */
export const sessionDraftSchema = withTimeOrder({ ...textEntries, ...timesEntries });

/**
 * The body of POST /sessions, PATCH /update-session/{id} and PATCH /updsessad/{id}. The original client (docs/product.md#api)
 * also sends `duration` and `tutor`: they are dropped (the duration is computed, the tutor is the caller).
 */
export const sessionBodySchema = withTimeOrder({
  ...textEntries,
  cover: v.pipe(v.string(MSG.sessions.coverRequired), v.nonEmpty(MSG.sessions.coverRequired), imageUrlSchema),
  ...timesEntries,
  /** The zone the tutor set the times in; the original client (docs/product.md#api) leaves it out (then: the server's). */
  timeZone: v.optional(timeZoneSchema),
  /** The seat limit; null is none, and the original client (docs/product.md#api) leaves it out (then: unchanged). */
  seats: v.optional(v.nullable(seatsSchema)),
  /** Where the class happens (issue 22); left out: unchanged, null or empty: none. */
  meetingUrl: meetingUrlField,
});
export type SessionBody = v.InferOutput<typeof sessionBodySchema>;

/** Whole cents: 12.5 and 12.50 pass, 12.505 does not (with a tolerance for binary floats). */
const twoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

export const priceSchema = v.pipe(
  v.number(MSG.sessions.priceRequired),
  v.finite(MSG.sessions.priceInvalid),
  v.minValue(0, MSG.sessions.priceInvalid),
  v.maxValue(LIMITS.maxPrice, MSG.sessions.priceTooHigh),
  v.check(twoDecimals, MSG.sessions.priceInvalid),
);

/** PATCH /modify-session/{id}: the admin's price (dollars, step 0.01) and status. */
export const modifySessionSchema = v.object(
  {
    price: priceSchema,
    status: v.picklist(SESSION_STATUSES, MSG.sessions.statusInvalid),
  },
  objectMessage,
);
export type ModifySessionBody = v.InferOutput<typeof modifySessionSchema>;

/** Dollars to integer cents without float drift (12.5 → 1250, 0.29 → 29). */
export const toCents = (dollars: number) => Math.round(dollars * 100);
