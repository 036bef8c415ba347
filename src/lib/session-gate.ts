/**
 * Authenticated API calls wait until the session cookie has been (re)issued for the signed-in user,
 * so a persisted query that refetches at start-up never races the sign-in and trips the
 * "401 logs out" rule with a stale cookie. Public calls do not wait.
 */
let open!: () => void;
let gate: Promise<void> = new Promise((resolve) => (open = resolve));
let isOpen = false;
const openListeners = new Set<() => void>();

export const sessionGate = {
  wait: () => gate,
  get isOpen() {
    return isOpen;
  },
  /** The cookie is fresh (or we are offline and will not get one): let requests through. */
  open() {
    isOpen = true;
    open();
    openListeners.forEach((listener) => listener());
  },
  /** Called at every open, e.g. by the notes sync engine to resume after a 401 or a user switch. */
  onOpen(listener: () => void): () => void {
    openListeners.add(listener);
    return () => openListeners.delete(listener);
  },
  /** Signed out or switching user: hold requests until the next sign-in completes. */
  close() {
    if (!isOpen) return;
    isOpen = false;
    gate = new Promise((resolve) => (open = resolve));
  },
};
