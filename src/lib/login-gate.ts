/**
 * Authenticated API calls wait until the login cookie has been (re)issued for the signed-in user,
 * so a persisted query that refetches at start-up never races the sign-in and trips the
 * "401 logs out" rule with a stale cookie. Public calls do not wait.
 */
import { createStore } from './create-store';

let open!: () => void;
let gate: Promise<void> = new Promise((resolve) => (open = resolve));
/** Whether the gate is open; every `open()` tells the listeners, also when it was open already. */
const isOpen = createStore(false);

export const loginGate = {
  wait: () => gate,
  get isOpen() {
    return isOpen.get();
  },
  /** The cookie is fresh (or we are offline and will not get one): let requests through. */
  open() {
    open();
    isOpen.set(true);
  },
  /** Called at every open, e.g. by the notes sync engine to resume after a 401 or a user switch. */
  onOpen(listener: () => void): () => void {
    return isOpen.subscribe((nowOpen) => {
      if (nowOpen) listener();
    });
  },
  /** Signed out or switching user: hold requests until the next sign-in completes. */
  close() {
    if (!isOpen.get()) return;
    gate = new Promise((resolve) => (open = resolve));
    isOpen.set(false);
  },
};
