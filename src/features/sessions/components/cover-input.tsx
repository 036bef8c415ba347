import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { IMAGE_ACCEPT, imageFileProblem } from '@/lib/upload-image';

/** A required image file with a preview; reports the chosen file, or null, and its problem. */
export function CoverInput({ label, file, onChange, error }: { label: string; file: File | null; onChange: (file: File | null) => void; error?: string }) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function handle(event: ChangeEvent<HTMLInputElement>) {
    onChange(event.target.files?.[0] ?? null);
  }

  const problem = error ?? (file ? imageFileProblem(file) : undefined);
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex items-center gap-3">
        {preview && <img src={preview} alt="" className="size-16 shrink-0 rounded-lg object-cover ring-1 ring-slate-200" />}
        <input
          id={id}
          type="file"
          accept={IMAGE_ACCEPT}
          required
          onChange={handle}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
      </div>
      {problem ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-600">
          {problem}
        </p>
      ) : (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
          PNG, JPEG, WebP, GIF or AVIF, up to 5 MB.
        </p>
      )}
    </div>
  );
}
