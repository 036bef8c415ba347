/**
 * Route validators over the domain's valibot schemas: bad input becomes one clear 400. Query and path
 * values are also held to the safe-text rule (domain/safe-text.ts) before their schema runs, so no
 * parameter, whatever its schema, carries a NUL or a lone surrogate to the database (issue 13). The
 * exception is an id: a malformed one answers 404 (idOr404).
 */
import { sValidator } from '@hono/standard-validator';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { Context } from 'hono';
import * as v from 'valibot';
import { MSG } from '../domain/messages';
import { hasUnsafeChar, normaliseLineBreaks } from '../domain/safe-text';
import { idSchema } from '../domain/schemas/id';
import { badRequest, notFound } from './errors';

type Target = 'json' | 'query' | 'param';

function pathOf(issue: StandardSchemaV1.Issue): string {
  return (issue.path ?? []).map((p) => (typeof p === 'object' && p !== null && 'key' in p ? String(p.key) : String(p))).join('.');
}

function refuse(issues: { path: string; message: string }[]): never {
  const first = issues[0];
  throw badRequest(first ? (first.path ? `${first.path}: ${first.message}` : first.message) : MSG.common.invalidInput, issues);
}

/** Every value of the query string (repeated keys too) or of the path, by name. */
function rawValues(target: 'query' | 'param', c: Context): [string, string][] {
  if (target === 'param') return Object.entries(c.req.param() as Record<string, string>);
  return Object.entries(c.req.queries()).flatMap(([key, values]) => values.map((value): [string, string] => [key, value]));
}

/** 400 for a query or path value with a character the database cannot store as written. */
export function assertSafeParams(target: 'query' | 'param', c: Context): void {
  const issues = rawValues(target, c)
    .filter(([, value]) => hasUnsafeChar(normaliseLineBreaks(value)))
    .map(([key]) => ({ path: key, message: MSG.validation.unsafeText(key) }));
  if (issues.length) refuse(issues);
}

export function valid<S extends StandardSchemaV1, T extends Target>(target: T, schema: S) {
  const validator = sValidator(target, schema, (result) => {
    if (!result.success) refuse(result.error.map((issue) => ({ path: pathOf(issue), message: issue.message })));
  });
  if (target === 'json') return validator;
  const checked = async (...args: Parameters<typeof validator>) => {
    assertSafeParams(target as 'query' | 'param', args[0]);
    return validator(...args);
  };
  return checked as typeof validator;
}

/**
 * An id from the path or the query, lower-cased, or 404 with `message` when it is not one: an id
 * that cannot exist is as unknown as one that does not (docs/decisions/013-malformed-ids.md).
 */
export function idOr404(id: string | undefined, message: string): string {
  const parsed = v.safeParse(idSchema, id);
  if (!parsed.success) throw notFound(message);
  return parsed.output;
}
