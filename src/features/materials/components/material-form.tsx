/**
 * The upload and edit forms of a material (docs/product.md#screen-upload-material, #validation): read-only facts on top, then a required image
 * file and a required http(s) link. The link is checked with the schema the server uses ('Invalid
 * URL'); the image is uploaded only when both are valid, then `onSubmit` gets the image URL and link.
 */
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import * as v from 'valibot';
import { fieldErrors } from '@domain/schemas/common';
import { type MaterialUpdate, materialLinkSchema } from '@domain/schemas/material';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { ImageFileInput } from '@/components/ui/image-file-input';
import { errorMessage } from '@/lib/api-client';
import { IMAGE_ACCEPT, imageFileProblem, uploadImage } from '@/lib/upload-image';
import { useOnline } from '@/lib/use-online';

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
  const online = useOnline();
  const [file, setFile] = useState<File | null>(null);
  const [link, setLink] = useState(initialLink);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setFormError(null);
    const found: Record<string, string> = {};
    const imageProblem = imageFileProblem(file, replacing ? 'A new image' : 'An image');
    if (imageProblem) found.image = imageProblem;
    const parsed = v.safeParse(v.object({ link: materialLinkSchema }), { link });
    if (!parsed.success) Object.assign(found, fieldErrors(parsed.issues));
    setErrors(found);
    if (imageProblem || !parsed.success || !file) {
      // Take the keyboard (and a screen reader) to the first field that needs attention.
      setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    setBusy(true);
    try {
      const image = await uploadImage(file);
      await onSubmit({ image, link: parsed.output.link });
    } catch (error) {
      setFormError(await errorMessage(error));
    } finally {
      setBusy(false);
    }
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
        hint="PNG, JPEG, WebP, GIF or AVIF, up to 5 MB."
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
      {formError && (
        <p role="alert" className="text-sm font-medium text-rose-600">
          {formError}
        </p>
      )}
      <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
        <Button type="submit" size="lg" loading={busy} disabled={!online}>
          {submitLabel}
        </Button>
        {!online && <p className="text-sm text-slate-500">Uploading a material needs a connection.</p>}
      </div>
    </form>
  );
}
