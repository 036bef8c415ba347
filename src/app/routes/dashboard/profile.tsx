import { Avatar } from '@/components/ui/avatar';
import { useAuth } from '@/lib/auth/auth-context';
import { useRole } from '@/lib/auth/use-role';

export default function ProfilePage() {
  const { user, profile } = useAuth();
  const { role } = useRole();
  const name = user?.displayName || profile?.name || '';
  return (
    <div className="max-w-xl">
      <h1 className="text-2xl font-extrabold text-slate-900">Profile</h1>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <div className="flex items-center gap-4">
          <Avatar src={user?.photoURL || profile?.image} name={name || user?.email || ''} size="size-16" />
          <div>
            <p className="text-lg font-bold text-slate-900">{name}</p>
            <p className="text-slate-500">{user?.email}</p>
          </div>
        </div>
        <dl className="mt-6 grid grid-cols-3 gap-y-3 text-sm">
          <dt className="font-medium text-slate-500">Name</dt>
          <dd className="col-span-2 text-slate-900">{name || '—'}</dd>
          <dt className="font-medium text-slate-500">Email</dt>
          <dd className="col-span-2 text-slate-900">{user?.email}</dd>
          <dt className="font-medium text-slate-500">Role</dt>
          <dd className="col-span-2 text-slate-900">{role ?? '…'}</dd>
        </dl>
      </div>
    </div>
  );
}
