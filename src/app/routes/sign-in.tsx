import { type Location, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AuthCard, OrDivider } from '@/features/auth/components/auth-card';
import { GoogleButton } from '@/features/auth/components/google-button';
import { SignInForm } from '@/features/auth/components/sign-in-form';

export default function SignInPage() {
  const navigate = useNavigate();
  const from = (useLocation().state as { from?: Location } | null)?.from;
  // Back to where the user came from, or home, replacing the sign-in page in history (docs/product.md#screen-sign-in).
  const done = () => navigate(from ? `${from.pathname}${from.search}${from.hash}` : paths.home, { replace: true });
  return (
    <AuthCard title="Login" subtitle="Member Login">
      <GoogleButton onSignedIn={done} />
      <OrDivider />
      <SignInForm onSignedIn={done} />
    </AuthCard>
  );
}
