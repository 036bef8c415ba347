import { PageHeader } from '@/components/ui/page-header';
import { AllUsers } from '@/features/users/components/all-users';
import { useAuth } from '@/lib/auth/auth-context';

export default function AllUsersPage() {
  const { user } = useAuth();
  return (
    <div>
      <PageHeader title="All Users" description="Find people by name or e-mail, change their role, and answer tutor requests." />
      {user && <AllUsers adminEmail={user.email} />}
    </div>
  );
}
