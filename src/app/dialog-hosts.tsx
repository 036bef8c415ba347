/** Render the app-wide dialogs of src/lib/dialogs.ts; the app shell holds one of each. */
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { alertStore, answerConfirm, closeAlert, confirmStore } from '@/lib/dialogs';
import { useStore } from '@/lib/create-store';

// Loaded on first use, so the dialog library is not part of the first page.
const Modal = lazy(() => import('@/components/ui/modal').then((m) => ({ default: m.Modal })));

export function AlertHost() {
  const alert = useStore(alertStore);
  if (!alert) return null;
  return (
    <Suspense fallback={null}>
      <Modal open onClose={closeAlert} title={alert.title} footer={<Button onClick={closeAlert}>OK</Button>}>
        <p>{alert.text}</p>
      </Modal>
    </Suspense>
  );
}

export function ConfirmHost() {
  const ask = useStore(confirmStore);
  if (!ask) return null;
  return (
    <Suspense fallback={null}>
      <Modal
        open
        onClose={() => answerConfirm(false)}
        title={ask.title}
        footer={
          <>
            <Button variant="secondary" onClick={() => answerConfirm(false)}>
              {ask.cancelLabel ?? 'Cancel'}
            </Button>
            <Button variant={ask.danger ? 'danger' : 'primary'} onClick={() => answerConfirm(true)}>
              {ask.confirmLabel}
            </Button>
          </>
        }
      >
        <p>{ask.text}</p>
      </Modal>
    </Suspense>
  );
}
