/** Sign-up and sign-in rules (docs/product.md#validation), and the API bodies of the identity calls (docs/product.md#api). */
import * as v from 'valibot';
import { LIMITS, PASSWORD_MIN_LENGTH } from '../constants';
import { MSG } from '../messages';
import { emailSchema, httpUrlSchema, imageUrlSchema, requiredText, safeText } from './common';

/** Special characters as listed by docs/product.md#password-rules, plus space. */
const SPECIAL = /[!@#$%^&*(),.?":{}|<>_ ]/;

/** Checked in the order of docs/product.md#password-rules; parse with abortPipeEarly so the first broken rule is the message. */
export const passwordSchema = v.pipe(
  v.string(MSG.validation.password.number),
  v.regex(/\d/, MSG.validation.password.number),
  v.regex(SPECIAL, MSG.validation.password.special),
  v.regex(/[A-Z]/, MSG.validation.password.uppercase),
  v.minLength(PASSWORD_MIN_LENGTH, MSG.validation.password.length),
);

export const signUpSchema = v.object({
  name: requiredText('Name', LIMITS.name),
  email: emailSchema,
  password: passwordSchema,
  photo: httpUrlSchema,
});

export const signInSchema = v.object({
  email: emailSchema,
  password: v.pipe(v.string(MSG.validation.required('Password')), v.nonEmpty(MSG.validation.required('Password'))),
});

export const forgotPasswordSchema = v.object({ email: emailSchema });

/** POST /users/{email}: name and photo may be missing right after sign-up; role never comes from here. */
export const userRecordSchema = v.object({
  email: emailSchema,
  name: v.optional(v.nullable(v.pipe(safeText('Name'), v.trim(), v.maxLength(LIMITS.name, MSG.validation.tooLong('Name', LIMITS.name))))),
  image: v.optional(v.nullable(v.union([v.literal(''), imageUrlSchema]))),
});

export const jwtRequestSchema = v.object({ email: emailSchema });

/** Checks the password rules in order and answers the first broken rule's message. */
export function passwordProblem(password: string): string | undefined {
  const result = v.safeParse(passwordSchema, password, { abortPipeEarly: true });
  return result.success ? undefined : result.issues[0].message;
}
