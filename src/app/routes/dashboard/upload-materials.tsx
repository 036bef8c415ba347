import { PageHeader } from '@/components/ui/page-header';
import { QueryState } from '@/components/ui/query-state';
import { useAuth } from '@/lib/auth/auth-context';
import { UploadMaterialsGrid } from '@/features/materials/components/upload-materials-grid';
import { useTutorSessions } from '@/features/sessions/api/get-tutor-sessions';
import { StatusPill } from '@/features/sessions/components/status-pill';

/** dashboard/upload-materials: the tutor's sessions (sessions feature), each with an upload link (materials). */
export default function UploadMaterialsPage() {
  const { user } = useAuth();
  const query = useTutorSessions(user?.email ?? '');
  return (
    <div>
      <PageHeader title="Upload Materials" />
      <QueryState query={query} label="sessions">
        {(sessions) => <UploadMaterialsGrid sessions={sessions} badge={(s) => <StatusPill status={s.status} />} />}
      </QueryState>
    </div>
  );
}
