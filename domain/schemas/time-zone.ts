/** IANA zone names (issue 14): validation asks Intl, the one registry browsers and Node share. */
import * as v from 'valibot';
import { MSG } from '../messages';

export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** An IANA zone name this runtime knows. */
export const timeZoneSchema = v.pipe(v.string(MSG.validation.timeZone), v.trim(), v.check(isTimeZone, MSG.validation.timeZone));

/** Every zone this runtime knows, for a picker; the given one first if Intl leaves it out (UTC). */
export function timeZoneOptions(current: string): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.includes(current) ? all : [current, ...all];
}
