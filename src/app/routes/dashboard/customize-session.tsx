import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { EditSession } from '@/features/sessions/components/edit-session';

/** dashboard/cutomizesession/{id}: an admin edits any session. */
export default function CustomizeSessionPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="max-w-3xl">
      <PageHeader title="Customize Session" />
      <EditSession id={id} asAdmin callerEmail={user?.email ?? ''} onDone={() => navigate(paths.dashboard.allSessions)} />
    </div>
  );
}
