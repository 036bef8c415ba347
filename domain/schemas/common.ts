/** Field schemas shared by the forms and the API validators (docs/architecture.md#conventions-4). */
import * as v from 'valibot';
import { LIMITS } from '../constants';
import { MSG } from '../messages';
import { hasUnsafeChar, normaliseLineBreaks } from '../safe-text';

/**
 * Any free text that may reach the database (issue 13): line breaks normalised to "\n", then a
 * control character other than tab and line feed, or a lone surrogate, refused with a clear message.
 * Every text field and query parameter is built on it; see ../safe-text.ts for why.
 */
export function safeText(label: string, typeMessage: string = MSG.validation.mustBeText(label)) {
  return v.pipe(
    v.string(typeMessage),
    v.transform(normaliseLineBreaks),
    v.check((s) => !hasUnsafeChar(s), MSG.validation.unsafeText(label)),
  );
}

export const emailSchema = v.pipe(
  v.string(MSG.validation.invalidEmail),
  v.trim(),
  v.toLowerCase(),
  v.maxLength(LIMITS.email, MSG.validation.invalidEmail),
  v.email(MSG.validation.invalidEmail),
);

/** An absolute http(s) URL: `javascript:` and other schemes are refused. */
export const httpUrlSchema = v.pipe(
  safeText('The URL', MSG.validation.invalidUrl),
  v.trim(),
  v.maxLength(LIMITS.url, MSG.validation.invalidUrl),
  v.url(MSG.validation.invalidUrl),
  v.check((value) => /^https?:\/\//i.test(value), MSG.validation.invalidUrl),
);

/** Our own images: uploads (`/api/images/<sha256>.<ext>`) and the bundled demo pictures. */
const OWN_IMAGE = /^\/(api\/images\/[a-f0-9]{64}\.(png|jpg|webp|gif|avif)|demo\/[a-z0-9-]+\.svg)$/;

/**
 * Where an uploaded image may live: an absolute http(s) URL, or a path to one of our own images.
 */
export const imageUrlSchema = v.union([httpUrlSchema, v.pipe(safeText('The URL'), v.trim(), v.regex(OWN_IMAGE))], MSG.validation.invalidUrl);

export function requiredText(label: string, max: number) {
  return v.pipe(
    safeText(label, MSG.validation.required(label)),
    v.trim(),
    v.nonEmpty(MSG.validation.required(label)),
    v.maxLength(max, MSG.validation.tooLong(label, max)),
  );
}

/**
 * The message function of an object schema. valibot reports a missing key on the object, not on its
 * field, so `required` says per key what the field itself would have said; a body that is not an
 * object at all gets the common message.
 */
export function objectMessages(required: Readonly<Record<string, string>>) {
  return (issue: v.ObjectIssue) =>
    issue.kind === 'schema' && issue.type === 'object' && issue.path?.length
      ? (required[String(issue.expected).replaceAll('"', '')] ?? issue.message)
      : MSG.common.bodyNotObject;
}

/** The first message of a failed parse, for an inline error line. */
export function firstMessage(issues: readonly v.BaseIssue<unknown>[] | undefined): string | undefined {
  return issues?.[0]?.message;
}

/** Every field's first message, keyed by its dotted path, for a form. */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    out[key] ??= issue.message;
  }
  return out;
}
