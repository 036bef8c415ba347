import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { MySessionsTable } from '@/features/sessions/components/my-sessions-table';

export default function MySessionsPage() {
  const { user } = useAuth();
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">My Sessions</h1>
        <Link to={paths.dashboard.createSession} className={buttonClass('primary')}>
          Create Session
        </Link>
      </div>
      <MySessionsTable email={user?.email ?? ''} />
    </div>
  );
}
