/**
 * Edit Session (tutor, tsessions/{id}) and customise (admin, cutomizesession/{id}), docs/product.md#screen-edit-session. Success
 * is when the server reports a modification; then 'Session Successfully Updated.' and back to the list.
 */
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import type { SessionBody } from '@domain/schemas/session';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';
import { isNotFound } from '@/lib/api-client';
import { useSession } from '../api/get-session';
import { useUpdateSession } from '../api/session-mutations';
import { SessionForm } from './session-form';

export function EditSession({ id, asAdmin, callerEmail, onDone }: { id: string; asAdmin: boolean; callerEmail: string; onDone: () => void }) {
  const { data: session, isPending, isError, error, refetch } = useSession(id);
  const update = useUpdateSession();

  if (isPending) return <PageLoader label="Loading the session" />;
  const missing = (isError && isNotFound(error)) || (session && !asAdmin && session.tutor.email !== callerEmail);
  if (missing) return <EmptyState text={MSG.sessions.notFound} hint={MSG.sessions.notYoursToEdit} />;
  if (!session) return <ErrorState message={MSG.common.loadFailed('session')} onRetry={() => void refetch()} />;

  async function submit(body: SessionBody) {
    const result = await update.mutateAsync({ id, body, asAdmin });
    if (result.modifiedCount) {
      toast.success(MSG.sessions.updated);
      onDone();
    } else {
      toast.info(MSG.sessions.unchanged);
    }
  }

  return <SessionForm key={session._id} current={session} tutor={session.tutor} submitLabel="Update Session" onSubmit={submit} />;
}
