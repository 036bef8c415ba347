import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import * as v from 'valibot';
import { MSG } from '@domain/messages';
import { signUpSchema } from '@domain/schemas/auth';
import { fieldErrors } from '@domain/schemas/common';
import { showAlert } from '@/lib/dialogs';
import { PasswordField, TextField } from '@/components/ui/field';
import { FormSubmit } from '@/components/ui/form-submit';
import { paths } from '@/config/paths';
import { useForm } from '@/lib/use-form';
import { useAuth } from '@/lib/auth/auth-context';
import { authErrorMessage } from '../firebase-errors';

const EMPTY = { name: '', email: '', password: '', photo: '' };

/** docs/product.md#screen-sign-up /signup, with the password rules of docs/product.md#password-rules checked in order, inline and as a toast. */
export function SignUpForm({ onSignedUp, onBusyChange }: { onSignedUp: () => void; onBusyChange: (busy: boolean) => void }) {
  const { signUp } = useAuth();
  const [values, setValues] = useState(EMPTY);
  const { formRef, errors, formError, busy, check, run } = useForm({ describeError: authErrorMessage, toastErrors: true });
  const set = (key: keyof typeof EMPTY) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((s) => ({ ...s, [key]: e.target.value }));

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = v.safeParse(signUpSchema, values, { abortPipeEarly: true });
    if (!parsed.success) {
      const found = fieldErrors(parsed.issues);
      check(found);
      if (found.password) toast.error(found.password);
      return;
    }
    check({});
    onBusyChange(true);
    await run(async () => {
      await signUp(parsed.output);
      showAlert({ title: MSG.auth.signupTitle, text: MSG.auth.signupText(parsed.output.name) });
      onSignedUp();
    });
    onBusyChange(false);
  }

  return (
    <form ref={formRef} onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
      <TextField label="Name" name="name" autoComplete="name" value={values.name} onChange={set('name')} error={errors.name} required />
      <TextField label="Email" type="email" name="email" autoComplete="email" value={values.email} onChange={set('email')} error={errors.email} required />
      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        onChange={set('password')}
        error={errors.password}
        hint="At least 6 characters, with a number, a special character and an uppercase letter."
        required
      />
      <TextField
        label="Photo URL"
        type="url"
        name="photo"
        autoComplete="photo"
        placeholder="https://…"
        value={values.photo}
        onChange={set('photo')}
        error={errors.photo}
        required
      />
      <FormSubmit block label="Sign Up" busy={busy} error={formError} offlineText={MSG.auth.signUpOffline} />
      <p className="text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to={paths.signIn} className="font-semibold text-brand-700 hover:underline">
          Sign In
        </Link>
      </p>
    </form>
  );
}
