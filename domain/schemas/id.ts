/**
 * The one schema for a resource id in a path or a query (issue 19, docs/decisions/013): a UUID,
 * compared lower-cased. The server answers 404 for a value that fails it, exactly as for an unknown
 * id, so every route gives a malformed id one answer.
 */
import * as v from 'valibot';

export const idSchema = v.pipe(v.string(), v.toLowerCase(), v.uuid());
