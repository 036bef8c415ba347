/**
 * The upload and edit forms of a material (docs/product.md#screen-upload-material, #validation): read-only facts on top, then a required image
 * file and a required http(s) link. The link is checked with the schema the server uses ('Invalid
 * URL'); the image is uploaded only when both are valid, then `onSubmit` gets the image URL and link.
 */
import { type FormEvent, type ReactNode, useState } from 'react';
import * as v from 'valibot';
import { MSG } from '@domain/messages';
import { fieldErrors } from '@domain/schemas/common';
import { type MaterialUpdate, materialLinkSchema } from '@domain/schemas/material';
import { TextField } from '@/components/ui/field';
import { FormSubmit } from '@/components/ui/form-submit';
import { ImageFileInput } from '@/components/ui/image-file-input';
import { IMAGE_ACCEPT, IMAGE_HINT, imageFileProblem, uploadImage } from '@/lib/upload-image';
import { useForm } from '@/lib/use-form';

export interface MaterialFormProps {
  /** Read-only lines such as the session title and the tutor e-mail. */
  facts: { label: string; value: string }[];
  /** Shown between the facts and the inputs (the current image and link when editing). */
  current?: ReactNode;
  replacing?: boolean;
  /** The link the field starts with (the current one when editing). */
  initialLink?: string;
  submitLabel: string;
  onSubmit: (body: MaterialUpdate) => Promise<void>;
}

export function MaterialForm({ facts, current, replacing = false, initialLink = '', submitLabel, onSubmit }: MaterialFormProps) {
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState(initialLink);
  const { formRef, errors, formError, busy, check, run } = useForm();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found: Record<string, string> = {};
    const imageProblem = imageFileProblem(file, replacing ? 'A new image' : 'An image');
    if (imageProblem) found.image = imageProblem;
    const parsed = v.safeParse(v.object({ link: materialLinkSchema }), { link });
    if (!parsed.success) Object.assign(found, fieldErrors(parsed.issues));
    if (!check(found) || !parsed.success || !file) return;
    await run(async () => {
      const image = await uploadImage(file);
      await onSubmit({ image, link: parsed.output.link });
    });
  }

  return (
    <form ref={formRef} onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {facts.map((f) => (
          <TextField key={f.label} label={f.label} value={f.value} readOnly aria-readonly="true" className="truncate" />
        ))}
      </div>
      {current}
      <ImageFileInput
        label={replacing ? 'New image' : 'Material image'}
        file={file}
        onChange={setFile}
        accept={IMAGE_ACCEPT}
        error={errors.image ?? (file ? imageFileProblem(file) : undefined)}
        hint={IMAGE_HINT}
        disabled={busy}
      />
      <TextField
        label={replacing ? 'New link' : 'Link'}
        name="link"
        type="url"
        inputMode="url"
        placeholder="https://"
        value={link}
        onChange={(e) => setLink(e.target.value)}
        error={errors.link}
        required
        disabled={busy}
        maxLength={2048}
      />
      <FormSubmit label={submitLabel} busy={busy} error={formError} offlineText={MSG.materials.uploadOffline} />
    </form>
  );
}
