/**
 * The app-wide dialogs that code outside React opens, and outlive navigation: a message
 * (`showAlert`, e.g. 'Signup Successful' while the app moves on to the home page) and a yes/no
 * question (`await askConfirm(...)`, e.g. logout asking whether to leave unsynced work behind;
 * true for the confirm button). The hosts in src/app/dialog-hosts.tsx render them.
 */
import { createStore } from './create-store';

export interface Alert {
  title: string;
  text: string;
}

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
}

export const alertStore = createStore<Alert | null>(null);

export function showAlert(alert: Alert): void {
  alertStore.set(alert);
}

export function closeAlert(): void {
  alertStore.set(null);
}

export const confirmStore = createStore<(ConfirmOptions & { resolve: (ok: boolean) => void }) | null>(null);

/** A new question answers the open one with false. */
export function askConfirm(options: ConfirmOptions): Promise<boolean> {
  confirmStore.get()?.resolve(false);
  return new Promise((resolve) => confirmStore.set({ ...options, resolve }));
}

export function answerConfirm(ok: boolean): void {
  const open = confirmStore.get();
  confirmStore.set(null);
  open?.resolve(ok);
}
