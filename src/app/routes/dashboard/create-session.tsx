import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import type { SessionBody } from '@domain/schemas/session';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth/use-current-user';
import { useCreateSession } from '@/features/sessions/api/session-mutations';
import { SessionForm } from '@/features/sessions/components/session-form';

export default function CreateSessionPage() {
  const { user, name } = useCurrentUser();
  const navigate = useNavigate();
  const create = useCreateSession();

  async function submit(body: SessionBody) {
    await create.mutateAsync(body);
    toast.success(MSG.sessions.created);
    navigate(paths.dashboard.mySessions);
  }

  const tutor = { name, email: user?.email ?? '' };
  return (
    <div className="max-w-3xl">
      <PageHeader title="Create Session" />
      <SessionForm tutor={tutor} submitLabel="Create Session" onSubmit={submit} />
    </div>
  );
}
