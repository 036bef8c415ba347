/**
 * Personal notes (docs/product.md#validation: title and description required). The form and the API share these rules;
 * the API body adds the device-made id and the device's `updatedAt` (docs/architecture.md#offline-notes).
 */
import * as v from 'valibot';
import { LIMITS } from '../constants';
import { emailSchema, requiredText } from './common';

/** Edits stamped further ahead than this are refused: a device with a wrong clock must not win forever. */
export const NOTE_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export const noteFormSchema = v.object({
  title: requiredText('Title', LIMITS.noteTitle),
  description: requiredText('Description', LIMITS.noteDescription),
});
export type NoteFormInput = v.InferOutput<typeof noteFormSchema>;

export const noteIdSchema = v.pipe(v.string('The note id must be a UUID.'), v.trim(), v.toLowerCase(), v.uuid('The note id must be a UUID.'));

/** Milliseconds since the epoch, as set by the device that made the change. */
export const noteUpdatedAtSchema = v.pipe(
  v.number('updatedAt must be a time in milliseconds.'),
  v.integer('updatedAt must be a time in milliseconds.'),
  v.minValue(1, 'updatedAt must be a time in milliseconds.'),
  v.maxValue(Number.MAX_SAFE_INTEGER, 'updatedAt must be a time in milliseconds.'),
);

/**
 * POST /notes. `student` is what the spec's client sends; the owner is always the signed-in user, so
 * only its e-mail is read, to refuse a note meant for another account.
 */
export const noteUpsertSchema = v.object({
  id: noteIdSchema,
  student: v.optional(v.object({ email: v.optional(emailSchema) })),
  title: noteFormSchema.entries.title,
  description: noteFormSchema.entries.description,
  updatedAt: noteUpdatedAtSchema,
});
export type NoteUpsertInput = v.InferOutput<typeof noteUpsertSchema>;

/** GET /notes/{email}?deleted=include also lists tombstones, for the device's sync engine. */
export const noteListQuery = v.object({
  deleted: v.optional(v.picklist(['include', 'exclude'], 'deleted must be include or exclude.'), 'exclude'),
});
