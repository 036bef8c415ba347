/**
 * One convention for messages (docs/architecture.md#messages): what a person reads is a constant of
 * MSG in domain/messages/, never a literal where it is thrown, toasted or shown. These checks find the
 * usual ways a literal creeps back in, so the convention holds without a reviewer remembering it.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const tracked = (...dirs: string[]) =>
  execFileSync('git', ['ls-files', ...dirs], { encoding: 'utf8' })
    .split('\n')
    .filter((f) => /\.(ts|tsx)$/.test(f) && !/\.(test|spec)\.tsx?$/.test(f) && existsSync(f));

/** Every line of `files` that matches `pattern`, as "file:line: text". */
function offending(files: string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, i) => (pattern.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
}

const QUOTE = `['"\`]`;

describe('messages live in domain/messages/', () => {
  it('the server throws no literal message', () => {
    const files = tracked('server');
    expect(files.length).toBeGreaterThan(50);
    const helper = new RegExp(`\\b(notFound|badRequest|forbidden|unauthorized|conflict)\\(\\s*${QUOTE}`);
    const appError = new RegExp(`new AppError\\([^,]+,[^,]+,\\s*${QUOTE}`);
    // An error body written by hand; the test payment provider's card answers copy Stripe's wording.
    const body = new RegExp(`\\bmessage: ${QUOTE}`);
    expect(offending(files, helper)).toEqual([]);
    expect(offending(files, appError)).toEqual([]);
    expect(
      offending(
        files.filter((f) => f !== 'server/payments/test-cards.ts'),
        body,
      ),
    ).toEqual([]);
  });

  it('the schemas build their messages from MSG', () => {
    const files = tracked('domain/schemas');
    expect(files.length).toBeGreaterThan(5);
    // A sentence in quotes: a capital or a field name, then words, then a full stop.
    expect(offending(files, new RegExp(`${QUOTE}[A-Za-z][^'"\`]{8,}\\.${QUOTE}`))).toEqual([]);
  });

  it('the screens toast, confirm and show no literal message', () => {
    const files = tracked('src');
    expect(files.length).toBeGreaterThan(100);
    const toast = new RegExp(`\\btoast(\\.\\w+)?\\(\\s*${QUOTE}`);
    const shown = /<(ErrorState|EmptyState|NotFound)\b[^>]*\b(message|text)="/;
    const prop = /\b(offlineText|none)="/;
    const confirm = new RegExp(`\\b(title|text):\\s*${QUOTE}[A-Z]`);
    const setError = new RegExp(`\\bset\\w*Error\\(\\s*${QUOTE}`);
    expect(offending(files, toast)).toEqual([]);
    expect(offending(files, shown)).toEqual([]);
    expect(offending(files, prop)).toEqual([]);
    expect(offending(files, confirm)).toEqual([]);
    expect(offending(files, setError)).toEqual([]);
  });
});
