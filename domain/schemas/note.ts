/**
 * Personal notes (docs/product.md#validation: title and description required). The form and the API share these rules;
 * the API body adds the device-made id and the device's `updatedAt` (docs/architecture.md#offline-notes).
 */
import * as v from 'valibot';
import { MSG } from '../messages';
import { LIMITS } from '../constants';
import { emailSchema, requiredText } from './common';

/** Edits stamped further ahead than this are refused: a device with a wrong clock must not win forever. */
export const NOTE_CLOCK_SKEW_MS = 24 * 60 * 60 * 1000;

export const noteFormSchema = v.object({
  title: requiredText('Title', LIMITS.noteTitle),
  description: requiredText('Description', LIMITS.noteDescription),
});
export type NoteFormInput = v.InferOutput<typeof noteFormSchema>;

export const noteIdSchema = v.pipe(v.string(MSG.notes.idInvalid), v.trim(), v.toLowerCase(), v.uuid(MSG.notes.idInvalid));

/** Milliseconds since the epoch, as set by the device that made the change. */
export const noteUpdatedAtSchema = v.pipe(
  v.number(MSG.notes.updatedAtInvalid),
  v.integer(MSG.notes.updatedAtInvalid),
  v.minValue(1, MSG.notes.updatedAtInvalid),
  v.maxValue(Number.MAX_SAFE_INTEGER, MSG.notes.updatedAtInvalid),
);

/**
 * POST /notes. `student` is what the original client (docs/product.md#api) sends; the owner is always the signed-in user, so
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
  deleted: v.optional(v.picklist(['include', 'exclude'], MSG.notes.deletedParamInvalid), 'exclude'),
});
