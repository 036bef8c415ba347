import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import * as v from 'valibot';
import { forgotPasswordSchema } from '@domain/schemas/auth';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/use-online';
import { useAuth } from '@/lib/auth/auth-context';
import { authErrorMessage } from '../firebase-errors';
import { recallResetEmail } from '../reset-email';

/** Sends Firebase's password-reset e-mail to the address typed on /signin. */
export function ForgotPasswordForm() {
  const { resetPassword } = useAuth();
  const online = useOnline();
  const [email, setEmail] = useState(recallResetEmail);
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const parsed = v.safeParse(forgotPasswordSchema, { email });
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    setBusy(true);
    try {
      await resetPassword(parsed.output.email);
      setSentTo(parsed.output.email);
    } catch (e) {
      const message = authErrorMessage(e);
      setError(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  }

  if (sentTo) {
    return (
      <div role="status" className="space-y-4">
        <p className="rounded-lg bg-emerald-50 p-4 text-emerald-800">
          If an account uses <strong>{sentTo}</strong>, a link to reset its password is on its way. Check your inbox.
        </p>
        <Link to={paths.signIn} className="font-semibold text-brand-700 hover:underline">
          Back to Sign In
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} error={error ?? undefined} required />
      <Button type="submit" className="w-full" loading={busy} disabled={!online}>
        Send reset link
      </Button>
      <p className="text-center text-sm">
        <Link to={paths.signIn} className="font-semibold text-brand-700 hover:underline">
          Back to Sign In
        </Link>
      </p>
    </form>
  );
}
