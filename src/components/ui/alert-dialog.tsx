/**
 * A message dialog that outlives navigation, like the 'Signup Successful' dialog shown while the app
 * moves on to the home page. `showAlert` can be called from anywhere; <AlertHost/> renders it.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { Button } from './button';

// Loaded on first use, so the dialog library is not part of the first page.
const Modal = lazy(() => import('./modal').then((m) => ({ default: m.Modal })));

interface Alert {
  title: string;
  text: string;
}

let current: Alert | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function showAlert(alert: Alert): void {
  current = alert;
  emit();
}

function closeAlert(): void {
  current = null;
  emit();
}

export function AlertHost() {
  const alert = useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    () => current,
  );
  if (!alert) return null;
  return (
    <Suspense fallback={null}>
      <Modal open onClose={closeAlert} title={alert.title} footer={<Button onClick={closeAlert}>OK</Button>}>
        <p>{alert.text}</p>
      </Modal>
    </Suspense>
  );
}
