import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { MySessionsTable } from '@/features/sessions/components/my-sessions-table';

export default function MySessionsPage() {
  const { user } = useAuth();
  return (
    <div>
      <PageHeader
        title="My Sessions"
        actions={
          <Link to={paths.dashboard.createSession} className={buttonClass('primary')}>
            Create Session
          </Link>
        }
      />
      <MySessionsTable email={user?.email ?? ''} />
    </div>
  );
}
