import { AuthCard } from '@/features/auth/components/auth-card';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordPage() {
  return (
    <AuthCard title="Forgot Password" subtitle="We will e-mail you a link to choose a new password.">
      <ForgotPasswordForm />
    </AuthCard>
  );
}
