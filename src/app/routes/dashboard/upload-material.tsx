import { useNavigate, useParams } from 'react-router-dom';
import { MSG } from '@domain/messages';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Pending } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/auth-context';
import { UploadMaterialForm } from '@/features/materials/components/upload-material-form';
import { useSession } from '@/features/sessions/api/get-session';

/** dashboard/upload-material/{id}: the session (sessions feature) and the upload form (materials). */
export default function UploadMaterialPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  const { data: session, isPending, isError, error, refetch, fetchStatus } = useSession(id);

  let body;
  if (isPending) body = <Pending paused={fetchStatus === 'paused'} label="Loading the session" />;
  else if ((isError && isNotFound(error)) || (session && session.tutor.email !== user?.email)) {
    body = <EmptyState text={MSG.sessions.notFound} hint={MSG.sessions.notYours} />;
  } else if (!session) body = <ErrorState message={MSG.common.loadFailed('session')} onRetry={() => void refetch()} />;
  else body = <UploadMaterialForm session={session} tutorEmail={user?.email ?? ''} onDone={() => navigate(paths.dashboard.myMaterials)} />;

  return (
    <div className="max-w-3xl">
      <PageHeader title="Upload Material" back={{ to: paths.dashboard.uploadMaterials, label: 'Upload Materials' }} />
      {body}
    </div>
  );
}
