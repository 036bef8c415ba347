import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MSG } from './messages';
import { hasUnsafeChar, normaliseLineBreaks, stripUnsafeChars } from './safe-text';
import { requiredText, safeText } from './schemas/common';
import { noteFormSchema } from './schemas/note';
import { userSearchSchema } from './schemas/user';

const REFUSED = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u000B',
  '\u000C',
  '\u001B',
  '\u001F',
  '\u007F',
  '\u0080',
  '\u0085',
  '\u009F',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF',
];
const KEPT = ['\t', '\n', ' ', 'é', '€', '\u00A0', '\u200B', '\u202E', '\uFFFD', '😀', '👩‍👩‍👧', '\uD83D\uDE00'];

describe('the safe-text rule', () => {
  it.each(REFUSED.map((c) => [c.codePointAt(0)!.toString(16).padStart(4, '0'), c]))('refuses U+%s', (_code, c) => {
    expect(hasUnsafeChar(`a${c}b`)).toBe(true);
    expect(hasUnsafeChar(c)).toBe(true);
  });

  it.each(KEPT.map((c) => [JSON.stringify(c), c]))('keeps %s', (_name, c) => {
    expect(hasUnsafeChar(`a${c}b`)).toBe(false);
  });

  it('tells a surrogate pair (an emoji) from a lone half, wherever it stands', () => {
    expect(hasUnsafeChar('\uD83D\uDE00\uD83D\uDE00')).toBe(false);
    expect(hasUnsafeChar('\uD83D\uDE00\uD83D')).toBe(true);
    expect(hasUnsafeChar('\uDE00\uD83D\uDE00')).toBe(true);
    expect(hasUnsafeChar('\uD83D\uD83D\uDE00')).toBe(true);
  });

  it('normalises Windows and old-Mac line breaks to "\\n" (a textarea posted by a form sends "\\r\\n")', () => {
    expect(normaliseLineBreaks('a\r\nb\rc\nd\r\n\r\n')).toBe('a\nb\nc\nd\n\n');
  });

  it('strips what it refuses from text it must store anyway', () => {
    expect(stripUnsafeChars('Ann\u0000 \u001B[31mLee\uD800\r\n')).toBe('Ann [31mLee\n');
  });
});

describe('safeText and the schemas built on it', () => {
  it('refuses a control character or a lone surrogate with a message naming the field', () => {
    const result = v.safeParse(noteFormSchema, { title: 'ok', description: 'bad\u0000' });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(MSG.validation.unsafeText('Description'));
    expect(MSG.validation.unsafeText('Description')).toBe(
      'Description contains a character that cannot be saved (an invisible control character). Remove it and try again.',
    );
    expect(v.safeParse(requiredText('Title', 10), 'a\uDC00').success).toBe(false);
  });

  it('keeps tabs and newlines, and answers "\\r\\n" as "\\n"', () => {
    expect(v.parse(requiredText('Review', 100), ' one\r\ntwo\tthree ')).toBe('one\ntwo\tthree');
  });

  it('does not count a "\\r\\n" twice towards a length limit', () => {
    expect(v.safeParse(requiredText('Title', 3), 'a\r\nb').success).toBe(true);
  });

  it('covers the query parameters of the user search', () => {
    expect(v.safeParse(userSearchSchema, { searchQueryN: 'a\u0000b' }).success).toBe(false);
    expect(v.safeParse(userSearchSchema, { searchQueryE: '\u0000' }).success).toBe(false);
    expect(v.parse(userSearchSchema, { searchQueryN: ' ann ' })).toEqual({ searchQueryN: 'ann', searchQueryE: '' });
  });

  it('keeps its type message for a value that is not text', () => {
    expect(v.safeParse(safeText('Title', 'Title is required.'), 42).issues?.[0]?.message).toBe('Title is required.');
  });
});
