/** Route validators over the domain's valibot schemas: bad input becomes one clear 400. */
import { sValidator } from '@hono/standard-validator';
import type { StandardSchemaV1 } from '@standard-schema/spec';
import { badRequest } from './errors';

type Target = 'json' | 'query' | 'param';

function pathOf(issue: StandardSchemaV1.Issue): string {
  return (issue.path ?? [])
    .map((p) => (typeof p === 'object' && p !== null && 'key' in p ? String(p.key) : String(p)))
    .join('.');
}

export function valid<S extends StandardSchemaV1, T extends Target>(target: T, schema: S) {
  return sValidator(target, schema, (result) => {
    if (!result.success) {
      const issues = result.error.map((issue) => ({ path: pathOf(issue), message: issue.message }));
      const first = issues[0];
      throw badRequest(first ? (first.path ? `${first.path}: ${first.message}` : first.message) : 'Invalid input.', issues);
    }
  });
}
