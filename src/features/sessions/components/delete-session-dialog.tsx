import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import type { StudySession } from '@domain/types';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteSession } from '../api/session-mutations';

/** Asks, then deletes the session (its materials and reviews go with it) and refetches the lists. */
export function DeleteSessionDialog({ session, asAdmin, onClose }: { session: StudySession | null; asAdmin: boolean; onClose: () => void }) {
  const remove = useDeleteSession();
  async function confirm() {
    if (!session) return;
    try {
      await remove.mutateAsync({ id: session._id, asAdmin });
      toast.success(MSG.sessionDeleted);
      onClose();
    } catch (error) {
      toast.error(await errorMessage(error));
    }
  }
  return (
    <ConfirmDialog
      open={!!session}
      title="Delete this session?"
      text={`"${session?.title ?? ''}" will be deleted with its study materials and reviews. Students who booked it keep their receipts.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
