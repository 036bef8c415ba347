/**
 * IANA time zones (issue 14). A session keeps the zone its tutor set its times in, so its wall-clock
 * time can be shown to the tutor and kept across a DST change; everything else shows times in the
 * viewer's own zone. Validation and the picker's list are in domain/schemas/time-zone.ts, off the
 * first page.
 */

/** The zone of this runtime: the viewer's in a browser, the server's on the server. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
