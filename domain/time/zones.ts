/**
 * IANA time zones (issue 14). A session keeps the zone its tutor set its times in, so its wall-clock
 * time can be shown to the tutor and kept across a DST change; everything else shows times in the
 * viewer's own zone. Validation asks Intl, the one registry browsers and Node share.
 */
import * as v from 'valibot';

export const TIME_ZONE_MSG = 'Pick a time zone from the list.';

export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneSchema = v.pipe(v.string(TIME_ZONE_MSG), v.trim(), v.check(isTimeZone, TIME_ZONE_MSG));

/** The zone of this runtime: the viewer's in a browser, the server's on the server. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Every zone this runtime knows, for a picker; the given one first if Intl leaves it out (UTC). */
export function timeZoneOptions(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}
