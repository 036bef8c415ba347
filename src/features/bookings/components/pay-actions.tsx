import { Button } from '@/components/ui/button';
import { payLabel } from './card-form-types';

/** Pay and Cancel under a card field. Pay shows progress and cannot be pressed twice. */
export function PayActions({ amount, busy, disabled, onCancel }: { amount: number; busy: boolean; disabled?: boolean; onCancel: () => void }) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        Cancel
      </Button>
      <Button type="submit" loading={busy} disabled={disabled}>
        {busy ? 'Paying…' : payLabel(amount)}
      </Button>
    </div>
  );
}

/** A decline or card error, read out when it appears. */
export function PaymentError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-3 rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-700 ring-1 ring-inset ring-rose-200">
      {message}
    </p>
  );
}
