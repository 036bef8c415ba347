/**
 * The state every form of the app keeps, once: the errors under its fields, the error line under
 * the form, and whether it is submitting. `check` shows the field errors and takes the keyboard
 * (and a screen reader) to the first field that needs attention; `run` submits, busy meanwhile,
 * and turns what the submission throws into the form's error line.
 */
import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { errorIssues, errorMessage } from './api-client';

export type FieldErrors = Record<string, string>;

export interface FormOptions {
  /** The words for a failed submission; the API client's by default. */
  describeError?: (error: unknown) => string | Promise<string>;
  /** Also show a failed submission as a toast. */
  toastErrors?: boolean;
  /** Fields a server's 400 may name (by the body's path): its message goes under the field instead. */
  inlineFields?: readonly string[];
}

export function useForm({ describeError = errorMessage, toastErrors = false, inlineFields = [] }: FormOptions = {}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** Shows `found` under the fields and, when there is any, focuses the first; true when there is nothing to fix. */
  function showFieldErrors(found: FieldErrors): boolean {
    setErrors(found);
    if (Object.keys(found).length === 0) return true;
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    return false;
  }

  /** Clears the form's error line and shows `found`; true when there is nothing to fix. */
  function check(found: FieldErrors): boolean {
    setFormError(null);
    return showFieldErrors(found);
  }

  async function run(submit: () => Promise<void>): Promise<void> {
    setBusy(true);
    try {
      await submit();
    } catch (error) {
      // A refusal about a field the form shows (the class link, say) goes under that field.
      const issues = inlineFields.length ? await errorIssues(error) : {};
      const inline = Object.fromEntries(inlineFields.filter((f) => issues[f]).map((f) => [f, issues[f]!]));
      if (Object.keys(inline).length) {
        showFieldErrors(inline);
        return;
      }
      const message = await describeError(error);
      setFormError(message);
      if (toastErrors) toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return { formRef, errors, setErrors, formError, busy, check, run };
}
