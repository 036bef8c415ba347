import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sessionBodySchema } from './session';
import { classLinkSchema } from './class-link';
import { MSG } from '../messages';

const check = (value: unknown) => v.safeParse(classLinkSchema, value);
const message = (value: unknown) => {
  const r = check(value);
  return r.success ? null : r.issues[0].message;
};

describe('the class link', () => {
  it('takes https links, trimmed, in the form the browser opens', () => {
    expect(check('  https://meet.google.com/abc-defg-hij ').output).toBe('https://meet.google.com/abc-defg-hij');
    expect(check('HTTPS://Zoom.US/j/1?pwd=x').output).toBe('https://zoom.us/j/1?pwd=x');
    expect(check('https://meet.jit.si/a b').output).toBe('https://meet.jit.si/a%20b');
  });

  it.each([
    'http://zoom.us/j/1',
    'javascript:alert(1)',
    'data:text/html,<p>hi</p>',
    'zoom',
    'meet.google.com/abc',
    'https://',
    'ftp://x.org',
    '',
    '   ',
    '//zoom.us/j/1',
  ])('refuses %j with a message that says what to paste', (value) => {
    expect(message(value)).toBe(MSG.classLink.invalid);
  });

  it('refuses a user name or a password in it', () => {
    expect(message('https://me@zoom.us/j/1')).toBe(MSG.classLink.credentials);
    expect(message('https://me:secret@zoom.us/j/1')).toBe(MSG.classLink.credentials);
  });

  it('is at most 2,048 characters, also once encoded', () => {
    const base = 'https://meet.jit.si/';
    expect(check(base + 'a'.repeat(2048 - base.length)).success).toBe(true);
    expect(message(base + 'a'.repeat(2049 - base.length))).toBe(MSG.classLink.tooLong);
    expect(message(base + ' '.repeat(1000) + 'a')).toBe(MSG.classLink.tooLong);
  });

  it('refuses non-text and control characters', () => {
    expect(message(42)).toBe(MSG.classLink.invalid);
    expect(message('https://zoom.us/j/1\u0000')).not.toBeNull();
  });
});

describe('meetingUrl in a session body', () => {
  const body = {
    title: 'T',
    description: 'D',
    cover: '/demo/cover-1.svg',
    isoRS: '2030-01-01T09:00:00.000Z',
    isoRE: '2030-01-01T10:00:00.000Z',
    isoCS: '2030-01-02T09:00:00.000Z',
    isoCE: '2030-01-02T10:00:00.000Z',
  };
  const parse = (meetingUrl?: unknown) => v.safeParse(sessionBodySchema, meetingUrl === undefined ? body : { ...body, meetingUrl });

  it('is optional (unchanged), null or empty (none), or a class link', () => {
    expect(parse().output).not.toHaveProperty('meetingUrl');
    expect((parse(null).output as { meetingUrl: unknown }).meetingUrl).toBeNull();
    expect((parse('').output as { meetingUrl: unknown }).meetingUrl).toBeNull();
    expect((parse('https://whereby.com/room').output as { meetingUrl: unknown }).meetingUrl).toBe('https://whereby.com/room');
  });

  it('reports the class link’s own message on the field', () => {
    const r = parse('http://zoom.us/j/1');
    expect(r.success).toBe(false);
    expect(r.issues?.[0].message).toBe(MSG.classLink.invalid);
    expect(v.getDotPath(r.issues![0])).toBe('meetingUrl');
    expect(parse('https://a:b@zoom.us/').issues?.[0].message).toBe(MSG.classLink.credentials);
  });
});
