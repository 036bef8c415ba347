import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants';
import { noteFormSchema, noteUpsertSchema } from './note';

describe('note form', () => {
  it('requires a title and a description, trimmed', () => {
    const result = v.safeParse(noteFormSchema, { title: '  ', description: '' });
    expect(result.issues?.map((i) => i.message)).toEqual(['Title is required.', 'Description is required.']);
    expect(v.parse(noteFormSchema, { title: ' Limits ', description: ' of f(x) ' })).toEqual({ title: 'Limits', description: 'of f(x)' });
  });

  it('refuses a title or description past the limits with a clear message', () => {
    const result = v.safeParse(noteFormSchema, { title: 'a'.repeat(LIMITS.noteTitle + 1), description: 'b'.repeat(LIMITS.noteDescription + 1) });
    expect(result.issues?.map((i) => i.message)).toEqual([
      `Title must be at most ${LIMITS.noteTitle} characters.`,
      `Description must be at most ${LIMITS.noteDescription} characters.`,
    ]);
  });
});

describe('note upsert body', () => {
  const good = { id: '0b6f6a3e-8f7c-4c6a-9d7e-2a1b3c4d5e6f', title: 'T', description: 'D', updatedAt: 1_700_000_000_000 };

  it('needs a UUID id and a whole-millisecond updatedAt', () => {
    expect(v.safeParse(noteUpsertSchema, good).success).toBe(true);
    expect(v.safeParse(noteUpsertSchema, { ...good, id: 'note-1' }).issues?.[0]?.message).toBe('The note id must be a UUID.');
    expect(v.safeParse(noteUpsertSchema, { ...good, updatedAt: 1.5 }).success).toBe(false);
    expect(v.safeParse(noteUpsertSchema, { ...good, updatedAt: '1700000000000' }).success).toBe(false);
  });

  it('drops fields it does not know', () => {
    const out = v.parse(noteUpsertSchema, { ...good, studentId: 'x', student: { email: 'A@B.co', name: 'A', image: '' } });
    expect(out).toEqual({ ...good, student: { email: 'a@b.co' } });
  });
});
