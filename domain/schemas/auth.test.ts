import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { MSG } from '../messages';
import { passwordProblem, signInSchema, signUpSchema } from './auth';

describe('sign-up password rules, in the order of docs/product.md#password-rules', () => {
  it.each([
    ['', MSG.validation.password.number],
    ['abcdef', MSG.validation.password.number],
    ['abc1', MSG.validation.password.special],
    ['abcdef1', MSG.validation.password.special],
    ['ab1!', MSG.validation.password.uppercase],
    ['abcdef1!', MSG.validation.password.uppercase],
    ['Ab1!', MSG.validation.password.length],
    ['A b1c', MSG.validation.password.length],
  ])('%j → %s', (password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it('accepts a password that meets every rule, with space counting as special', () => {
    expect(passwordProblem('Abcde1!')).toBeUndefined();
    expect(passwordProblem('Abc de1')).toBeUndefined();
    expect(passwordProblem('Abcde_1')).toBeUndefined();
  });
});

describe('sign-up form', () => {
  const good = { name: 'Ann', email: 'Ann@Example.com ', password: 'Secret1!', photo: 'https://example.com/a.png' };

  it('normalises the e-mail', () => {
    const out = v.parse(signUpSchema, good);
    expect(out.email).toBe('ann@example.com');
  });

  it('says Invalid email address and Invalid URL', () => {
    const result = v.safeParse(signUpSchema, { ...good, email: 'nope', photo: 'not a url' });
    expect(result.success).toBe(false);
    const messages = result.issues!.map((i) => i.message);
    expect(messages).toContain(MSG.validation.invalidEmail);
    expect(messages).toContain(MSG.validation.invalidUrl);
  });

  it('refuses a javascript: photo URL', () => {
    const result = v.safeParse(signUpSchema, { ...good, photo: 'javascript:alert(1)' });
    expect(result.issues?.[0]?.message).toBe(MSG.validation.invalidUrl);
  });

  it('requires a name', () => {
    const result = v.safeParse(signUpSchema, { ...good, name: '   ' });
    expect(result.issues?.[0]?.message).toBe('Name is required.');
  });
});

describe('sign-in form', () => {
  it('checks the e-mail format', () => {
    const result = v.safeParse(signInSchema, { email: 'a@', password: 'x' });
    expect(result.issues?.[0]?.message).toBe(MSG.validation.invalidEmail);
  });
});
