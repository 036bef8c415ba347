import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { AuthCard, OrDivider } from '@/features/auth/components/auth-card';
import { GoogleButton } from '@/features/auth/components/google-button';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

export default function SignUpPage() {
  const { user, loading } = useAuth();
  const navigate = useNavigate();
  const [signingUp, setSigningUp] = useState(false);
  // A signed-in user has nothing to do here (docs/product.md#screen-sign-up), unless they are the one signing up right now.
  if (!loading && user && !signingUp) return <Navigate to={paths.home} replace />;
  const home = () => navigate(paths.home, { replace: true });
  return (
    <AuthCard title="Sign Up" subtitle="Create your account to book sessions and keep notes.">
      <GoogleButton onSignedIn={home} />
      <OrDivider />
      <SignUpForm onSignedUp={home} onBusyChange={setSigningUp} />
    </AuthCard>
  );
}
