import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isHttpLink, materialBodySchema, materialLinkSchema, materialUpdateSchema } from './material';
import { MSG } from '../messages';

const SESSION = '3f0c7c9e-2f5a-4c44-9d0a-0c6a1d2b3e4f';
const body = { image: `/api/images/${'c'.repeat(64)}.jpg`, link: 'https://example.org/x', sessionId: SESSION };
const messagesOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`);
};

describe('material schemas', () => {
  it('accept our uploads and http(s) URLs, trim the link and drop unknown fields such as tutormail', () => {
    const out = v.parse(materialBodySchema, { ...body, link: '  http://example.org/y ', tutormail: 'x@y.z' });
    expect(out).toEqual({ ...body, link: 'http://example.org/y' });
    expect(v.parse(materialUpdateSchema, { image: 'https://cdn.example.org/i.png', link: body.link })).toBeTruthy();
  });

  it.each(['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'ftp://example.org', 'example.org', '/relative'])(
    "refuses the link %s with 'Invalid URL'",
    (link) => {
      const result = v.safeParse(materialLinkSchema, link);
      expect(result.success).toBe(false);
      expect(result.issues?.map((i) => i.message)).toContain('Invalid URL');
    },
  );

  it('asks for a missing or blank link and image by name', () => {
    expect(messagesOf(materialUpdateSchema, {})).toEqual([`image: ${MSG.materials.imageRequired}`, `link: ${MSG.materials.linkRequired}`]);
    expect(messagesOf(materialUpdateSchema, { image: ' ', link: '' })).toEqual([
      `image: ${MSG.materials.imageRequired}`,
      `link: ${MSG.materials.linkRequired}`,
    ]);
  });

  it('tells whether a stored link is safe to render as a link', () => {
    expect(isHttpLink('https://example.org')).toBe(true);
    expect(isHttpLink('javascript:alert(1)')).toBe(false);
    expect(isHttpLink(' https://example.org')).toBe(false);
  });
});
