/**
 * 'Apply for Tutor Role' (docs/product.md#screen-profile Profile, docs/product.md#user-status): a confirm dialog, then the request. Once the status
 * is Requested the button stays disabled as 'Applied for Tutor Role' until an admin answers.
 */
import { useState } from 'react';
import { toast } from 'sonner';
import type { UserStatus } from '@domain/constants';
import { MSG } from '@domain/messages';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { useApplyForTutor } from '../api/apply-for-tutor';

export function TutorApplication({ email, status }: { email: string; status: UserStatus | null }) {
  const [open, setOpen] = useState(false);
  const online = useOnline();
  const apply = useApplyForTutor();

  if (status === 'Requested') {
    return (
      <div>
        <Button disabled>Applied for Tutor Role</Button>
        <p className="mt-2 text-sm text-slate-500">{MSG.users.tutorVerification}</p>
      </div>
    );
  }

  const send = () =>
    apply.mutate(email, {
      onSuccess: () => {
        setOpen(false);
        toast.success(MSG.users.appliedTutor);
      },
      onError: async (error) => toast.error(await errorMessage(error)),
    });

  return (
    <div>
      <Button onClick={() => setOpen(true)} disabled={!online} aria-describedby={online ? undefined : 'apply-offline'}>
        Apply for Tutor Role
      </Button>
      {!online && (
        <p id="apply-offline" className="mt-2 text-sm text-amber-800">
          {MSG.users.applyOffline}
        </p>
      )}
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={MSG.users.applyTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Close
            </Button>
            <Button onClick={send} loading={apply.isPending} disabled={!online}>
              Send Request
            </Button>
          </>
        }
      >
        <p>{MSG.users.applyText}</p>
        <p className="mt-2 font-medium text-slate-800">{MSG.users.tutorVerification}</p>
      </Modal>
    </div>
  );
}
