import { useState } from 'react';
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import { Button } from '@/components/ui/button';
import { useOnline } from '@/lib/use-online';
import { LoginRefusedError, useAuth } from '@/lib/auth/auth-context';
import { labelOf } from '@/lib/auth/use-current-user';
import { authErrorMessage } from '../firebase-errors';

/** Google sign-in through the Firebase popup; its failure is shown inline (docs/product.md#messages). */
export function GoogleButton({ onSignedIn }: { onSignedIn: () => void }) {
  const { signInWithGoogle } = useAuth();
  const online = useOnline();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function handleClick() {
    setError(null);
    setBusy(true);
    try {
      const user = await signInWithGoogle();
      toast.success(MSG.auth.signedIn(labelOf(user)));
      onSignedIn();
    } catch (e) {
      const message = authErrorMessage(e);
      setError(message);
      // Our server refusing the login is a sign-in failure like any other (docs/product.md#messages): a toast too.
      if (e instanceof LoginRefusedError) toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div>
      <Button variant="secondary" className="w-full" onClick={() => void handleClick()} loading={busy} disabled={!online}>
        <svg viewBox="0 0 48 48" className="size-5" aria-hidden="true">
          <path
            fill="#FFC107"
            d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5Z"
          />
          <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7Z" />
          <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44Z" />
          <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5Z" />
        </svg>
        Continue with Google
      </Button>
      {!online && <p className="mt-2 text-sm text-slate-500">{MSG.auth.googleOffline}</p>}
      {error && (
        <p role="alert" className="mt-2 text-sm text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}
