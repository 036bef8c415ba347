import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import type { User } from '@domain/types';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useRejectTutorRequest } from '../api/manage-users';

/** 'Reject Request?' on a Requested user: clears the status, so the student may apply again. */
export function RejectRequestButton({ user, disabled }: { user: User; disabled: boolean }) {
  const reject = useRejectTutorRequest();
  return (
    <Button
      variant="danger"
      size="sm"
      loading={reject.isPending}
      disabled={disabled}
      aria-label={`Reject Request? (${user.name || user.email})`}
      onClick={() =>
        reject.mutate(user.email, {
          onSuccess: () => toast.success(MSG.users.requestRejected),
          onError: async (error) => toast.error(await errorMessage(error)),
        })
      }
    >
      Reject Request?
    </Button>
  );
}
