import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { EditSession } from '@/features/sessions/components/edit-session';

/** dashboard/tsessions/{id}: the tutor edits one of their sessions. */
export default function EditSessionPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="max-w-3xl">
      <PageHeader title="Edit Session" />
      <EditSession id={id} asAdmin={false} callerEmail={user?.email ?? ''} onDone={() => navigate(paths.dashboard.mySessions)} />
    </div>
  );
}
