/**
 * A yes/no question that code outside React can ask and await, such as logout asking whether to
 * leave unsynced work behind: `await askConfirm({...})` answers true for the confirm button.
 * <ConfirmHost/> renders it.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Button } from './button';

const Modal = lazy(() => import('./modal').then((m) => ({ default: m.Modal })));

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
}

let current: (ConfirmOptions & { resolve: (ok: boolean) => void }) | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function askConfirm(options: ConfirmOptions): Promise<boolean> {
  current?.resolve(false);
  return new Promise((resolve) => {
    current = { ...options, resolve };
    emit();
  });
}

function answer(ok: boolean) {
  const open = current;
  current = null;
  emit();
  open?.resolve(ok);
}

export function ConfirmHost() {
  const ask = useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => current,
  );
  if (!ask) return null;
  return (
    <Suspense fallback={null}>
      <Modal
        open
        onClose={() => answer(false)}
        title={ask.title}
        footer={
          <>
            <Button variant="secondary" onClick={() => answer(false)}>
              {ask.cancelLabel ?? 'Cancel'}
            </Button>
            <Button variant={ask.danger ? 'danger' : 'primary'} onClick={() => answer(true)}>
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
