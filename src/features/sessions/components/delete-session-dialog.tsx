import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import type { StudySession } from '@domain/types';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useBookedCount } from '../api/get-booked-count';
import { useDeleteSession } from '../api/session-mutations';

/**
 * Asks, then deletes the session (its materials and reviews go with it) and refetches the lists.
 * With live bookings it says how many students are booked: the server cancels and refunds them
 * (issue 15). Delete waits until that count is known.
 */
export function DeleteSessionDialog({ session, asAdmin, onClose }: { session: StudySession | null; asAdmin: boolean; onClose: () => void }) {
  const remove = useDeleteSession();
  const booked = useBookedCount(session?._id);
  const count = booked.data ?? 0;
  async function confirm() {
    if (!session) return;
    try {
      await remove.mutateAsync({ id: session._id, asAdmin });
      toast.success(count > 0 ? MSG.sessions.deletedWithRefunds(count) : MSG.sessions.deleted);
      onClose();
    } catch (error) {
      toast.error(await errorMessage(error));
    }
  }
  return (
    <ConfirmDialog
      open={!!session}
      title={MSG.sessions.deleteTitle}
      text={`${MSG.sessions.deleteText(session?.title ?? '')}${count > 0 ? ` ${MSG.bookings.deleteWithBookings(count)}` : ''}`}
      confirmLabel={count > 0 ? `Delete and refund ${count}` : 'Delete'}
      busy={remove.isPending || booked.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
