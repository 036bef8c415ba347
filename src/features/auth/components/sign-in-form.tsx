import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import * as v from 'valibot';
import { MSG } from '@domain/messages';
import { signInSchema } from '@domain/schemas/auth';
import { fieldErrors } from '@domain/schemas/common';
import { PasswordField, TextField } from '@/components/ui/field';
import { FormSubmit } from '@/components/ui/form-submit';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/use-form';
import { useAuth } from '@/lib/auth/auth-context';
import { labelOf } from '@/lib/auth/use-current-user';
import { authErrorMessage } from '../firebase-errors';
import { rememberResetEmail } from '../reset-email';

/** docs/product.md#screen-sign-in /signin: e-mail, password with show/hide, Remember Me, Forgot Password, inline error line. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const { formRef, errors, formError, busy, check, run } = useForm({ describeError: authErrorMessage, toastErrors: true });

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(signInSchema, { email, password });
    if (!check(parsed.success ? {} : fieldErrors(parsed.issues)) || !parsed.success) return;
    await run(async () => {
      const user = await signIn(parsed.output.email, parsed.output.password, remember);
      toast.success(MSG.auth.loggedIn(labelOf(user)));
      onSignedIn();
    });
  }

  function forgotPassword() {
    rememberResetEmail(email);
    navigate(paths.forgotPassword);
  }

  return (
    <form ref={formRef} onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        required
      />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
        required
      />
      <div className="flex items-center justify-between text-sm">
        <label className="flex items-center gap-2 text-slate-700">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            className="size-4 rounded border-slate-300 text-brand-600"
          />
          Remember Me
        </label>
        <button type="button" onClick={forgotPassword} className="font-medium text-brand-700 hover:underline">
          Forgot Password
        </button>
      </div>
      <FormSubmit block label="Sign In" busy={busy} error={formError} offlineText={MSG.auth.signInOffline} />
      <p className="text-center text-sm text-slate-600">
        New here?{' '}
        <Link to={paths.signUp} className="font-semibold text-brand-700 hover:underline">
          Sign Up
        </Link>
      </p>
    </form>
  );
}
