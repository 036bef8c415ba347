import { AllUsers } from '@/features/users/components/all-users';
import { useAuth } from '@/lib/auth/auth-context';

export default function AllUsersPage() {
  const { user } = useAuth();
  return (
    <div>
      <h1 className="text-2xl font-extrabold text-slate-900">All Users</h1>
      <p className="mt-1 mb-6 text-slate-600">Find people by name or e-mail, change their role, and answer tutor requests.</p>
      {user && <AllUsers adminEmail={user.email} />}
    </div>
  );
}
