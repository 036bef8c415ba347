/**
 * A date typed or picked as yyyy-MM-dd (docs/product.md#screen-create-session). The text field shows exactly that format, whatever
 * the browser's locale would make of a native date input; the calendar button opens the native
 * picker (the phone's own on mobile) and writes its choice back.
 */
import { useId, useRef } from 'react';

export function DateField({
  label,
  value,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const wellFormed = /^\d{4}-\d{2}-\d{2}$/.test(value);

  function openPicker() {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus(); // showPicker is missing or refused in this browser: the text field still works
    }
  }

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="yyyy-MM-dd"
          pattern="\d{4}-\d{2}-\d{2}"
          maxLength={10}
          required
          disabled={disabled}
          value={value}
          onChange={(e) => onChange(e.target.value.trim())}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="block w-full rounded-lg border-0 bg-white py-2.5 pl-3 pr-11 tabular-nums text-slate-900 shadow-sm ring-1 ring-inset ring-slate-300 placeholder:text-slate-500 focus:ring-2 focus:ring-inset focus:ring-brand-600 disabled:bg-slate-100 aria-invalid:ring-rose-500 sm:text-sm"
        />
        <button
          type="button"
          onClick={openPicker}
          disabled={disabled}
          aria-label={`Choose the ${label.toLowerCase()} from a calendar`}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-slate-500 hover:text-brand-700"
        >
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-5" aria-hidden="true">
            <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
          </svg>
        </button>
        <input
          ref={picker}
          type="date"
          tabIndex={-1}
          aria-hidden="true"
          value={wellFormed ? value : ''}
          onChange={(e) => e.target.value && onChange(e.target.value)}
          className="pointer-events-none absolute bottom-0 right-0 h-px w-px opacity-0"
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}
