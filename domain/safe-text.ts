/**
 * Text the database can store as written (issue 13): PostgreSQL refuses U+0000 (error 22021) and a
 * lone UTF-16 surrogate is silently mangled to U+FFFD on its way to UTF-8. Every other control
 * character is invisible in the UI and never typed on purpose, so it is refused as well, except the
 * tab and the line break a textarea produces. A Windows or old-Mac line break ("\r\n", "\r") is
 * normalised to "\n" first, so a pasted or form-posted text is not refused for its line endings.
 */

/** C0 and C1 controls (Unicode category Cc) except tab and line feed, and unpaired surrogates. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');

/** "\r\n" and a lone "\r" become "\n". */
export const normaliseLineBreaks = (text: string) => text.replace(/\r\n?/g, '\n');

/** Whether `text` (line breaks already normalised) has a character we refuse. */
export const hasUnsafeChar = (text: string) => UNSAFE.test(text);

/** For text we do not ask for but must store (a name from the identity provider): drop what we refuse. */
export const stripUnsafeChars = (text: string) => normaliseLineBreaks(text).replace(UNSAFE_ALL, '');
