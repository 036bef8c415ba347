/** The note form of Create Note and Edit Note (docs/product.md#screen-create-note, #validation): the owner's e-mail, title and description. */
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { LIMITS } from '@domain/constants';
import { MSG } from '@domain/messages';
import { fieldErrors } from '@domain/schemas/common';
import { type NoteFormInput, noteFormSchema } from '@domain/schemas/note';
import { Button } from '@/components/ui/button';
import { TextArea, TextField } from '@/components/ui/field';
import { useForm } from '@/lib/use-form';
import { useOnline } from '@/lib/use-online';

interface NoteFormProps {
  email: string;
  initial?: NoteFormInput;
  submitLabel: string;
  onSubmit: (input: NoteFormInput) => Promise<void>;
}

export function NoteForm({ email, initial, submitLabel, onSubmit }: NoteFormProps) {
  const online = useOnline();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [description, setDescription] = useState(initial?.description ?? '');
  const { formRef, errors, formError, busy, check, run } = useForm();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(noteFormSchema, { title, description });
    if (!check(parsed.success ? {} : fieldErrors(parsed.issues)) || !parsed.success) return;
    await run(() => onSubmit(parsed.output));
  }

  return (
    <form ref={formRef} onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <TextField label="Email" type="email" value={email} readOnly />
      <TextField
        label="Title"
        name="title"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        maxLength={LIMITS.noteTitle}
        error={errors.title}
        required
      />
      <TextArea
        label="Description"
        name="description"
        rows={8}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        maxLength={LIMITS.noteDescription}
        error={errors.description}
        required
      />
      {formError && (
        <p role="alert" className="text-sm font-medium text-rose-600">
          {formError}
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">{online ? MSG.notes.savedHere : MSG.notes.savedHereOffline}</p>
        <Button type="submit" loading={busy} className="shrink-0">
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
