import { useOnline } from '@/lib/use-online';
import { Button } from './button';

/**
 * The end of a form: its error line, the submit button, and, offline, why the button is disabled.
 * `block` is the full-width button of the sign-in cards; otherwise a large button with the reason
 * beside it.
 */
export function FormSubmit({
  label,
  busy,
  error,
  offlineText,
  block = false,
}: {
  label: string;
  busy: boolean;
  error?: string | null;
  offlineText: string;
  block?: boolean;
}) {
  const offline = !useOnline();
  const button = (
    <Button type="submit" size={block ? 'md' : 'lg'} className={block ? 'w-full' : ''} loading={busy} disabled={offline}>
      {label}
    </Button>
  );
  return (
    <>
      {error && (
        <p role="alert" className="text-sm font-medium text-rose-600">
          {error}
        </p>
      )}
      {block ? (
        <>
          {button}
          {offline && <p className="text-center text-sm text-slate-500">{offlineText}</p>}
        </>
      ) : (
        <div className="flex flex-col items-stretch gap-2 sm:flex-row sm:items-center">
          {button}
          {offline && <p className="text-sm text-slate-500">{offlineText}</p>}
        </div>
      )}
    </>
  );
}
