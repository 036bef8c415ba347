/**
 * The class link of a session (issue 22): an https URL of at most 2,048 characters with no user name
 * or password in it. Anything else (http:, javascript:, data:, a bare word) is refused with a message
 * that says what to paste. The stored form is the parsed URL's own (WHATWG) spelling, so the link
 * people open is the one whose host named the provider.
 */
import * as v from 'valibot';
import { LIMITS } from '../constants';
import { safeText } from './common';
import { MSG } from '../messages';

function parsed(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** The link as the browser will open it, or why `value` is no class link. */
function readClassLink(value: string): { href: string } | { problem: string } {
  if (value.length > LIMITS.url) return { problem: MSG.classLink.tooLong };
  const url = /^https:\/\//i.test(value) ? parsed(value) : null;
  if (!url || url.protocol !== 'https:' || !url.hostname) return { problem: MSG.classLink.invalid };
  if (url.username || url.password) return { problem: MSG.classLink.credentials };
  // Encoding can lengthen it (a space becomes %20).
  return url.href.length > LIMITS.url ? { problem: MSG.classLink.tooLong } : { href: url.href };
}

/** A class link as typed (trimmed; empty when `emptyIsNone`, which then answers null). */
function classLink<const EmptyIsNone extends boolean>(emptyIsNone: EmptyIsNone) {
  return v.pipe(
    safeText('The class link', MSG.classLink.invalid),
    v.trim(),
    v.rawTransform(({ dataset, addIssue, NEVER }): EmptyIsNone extends true ? string | null : string => {
      if (emptyIsNone && dataset.value === '') return null as never;
      const read = readClassLink(dataset.value);
      if ('problem' in read) {
        addIssue({ message: read.problem });
        return NEVER;
      }
      return read.href as never;
    }),
  );
}

/** A class link: answers the URL as the browser will open it. */
export const classLinkSchema = classLink(false);

/**
 * The `meetingUrl` of a session body: left out, unchanged; null or empty, no link; else a class link.
 */
export const meetingUrlField = v.optional(v.nullable(classLink(true)));
