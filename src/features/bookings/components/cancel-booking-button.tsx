/**
 * "Cancel booking" on an upcoming booking (issue 15). It asks first, stating the refund and the
 * deadline; past the deadline it is disabled with "Cancellation closed on {date}", and offline with
 * the reason (cancelling needs the server).
 */
import { toast } from 'sonner';
import { canCancelAt } from '@domain/cancel-rules';
import { formatInstant } from '@domain/session-times';
import type { BookedSession } from '@domain/types';
import { Button } from '@/components/ui/button';
import { askConfirm } from '@/lib/dialogs';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { useCancelBooking } from '../api/cancel-booking';
import { MSG } from '@domain/messages';

export function cancelDialogText(b: BookedSession): string {
  const refund = b.price > 0 ? MSG.bookings.refundInFull(b.price) : MSG.bookings.freeNothingToRefund;
  const deadline = b.cancelDeadline ? ` ${MSG.bookings.cancelUntil(formatInstant(b.cancelDeadline))}` : '';
  return `${MSG.bookings.cancelText(b.title)} ${refund}${deadline}`;
}

export function CancelBookingButton({ booking }: { booking: BookedSession }) {
  const online = useOnline();
  const cancel = useCancelBooking();
  const closed = booking.cancelDeadline != null && !canCancelAt(booking.cancelDeadline);
  const reason = closed ? MSG.bookings.cancelClosedOn(formatInstant(booking.cancelDeadline!)) : !online ? MSG.bookings.offline : null;
  const reasonId = `cancel-reason-${booking.orderId}`;

  async function onCancel() {
    const ok = await askConfirm({
      title: MSG.bookings.cancelTitle,
      text: cancelDialogText(booking),
      confirmLabel: 'Cancel booking',
      cancelLabel: 'Keep booking',
      danger: true,
    });
    if (!ok) return;
    try {
      const result = await cancel.mutateAsync(booking.orderId);
      if (result.refund === 'succeeded') toast.success(MSG.bookings.cancelledRefunded(result.amount));
      else if (result.refund === 'pending') toast.success(MSG.bookings.cancelledRefundPending);
      else toast.success(MSG.bookings.cancelled);
    } catch (error) {
      toast.error(await errorMessage(error));
    }
  }

  return (
    <span className="inline-flex flex-col gap-1">
      <Button
        variant="danger"
        size="sm"
        aria-label={`Cancel booking of ${booking.title}`}
        aria-describedby={reason ? reasonId : undefined}
        disabled={!!reason}
        loading={cancel.isPending}
        onClick={() => void onCancel()}
      >
        {MSG.bookings.cancelButton}
      </Button>
      {reason && (
        <span id={reasonId} className="text-xs text-slate-500">
          {reason}
        </span>
      )}
    </span>
  );
}
