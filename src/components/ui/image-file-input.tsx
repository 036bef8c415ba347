import { type ChangeEvent, useEffect, useId, useState } from 'react';

/**
 * A required image file input with a preview of the chosen file. The caller says what is accepted and
 * what is wrong (`error`), so this stays a plain piece with no upload logic.
 */
export function ImageFileInput({
  label,
  file,
  onChange,
  accept,
  error,
  hint,
  disabled,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  accept: string;
  error?: string;
  hint?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

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
          accept={accept}
          required
          disabled={disabled}
          onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.files?.[0] ?? null)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          className="block w-full min-w-0 text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700 hover:file:bg-brand-100"
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-600">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500">
            {hint}
          </p>
        )
      )}
    </div>
  );
}
