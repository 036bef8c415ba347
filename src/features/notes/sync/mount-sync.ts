/**
 * Starts the signed-in student's sync engine in this tab, wired to the browser: the app's ky client,
 * the login gate, Web Locks, and the `online` and `visibilitychange` events. Loaded on demand, so
 * IndexedDB code never weighs on the first page.
 */
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import { api } from '@/lib/api-client';
import { loginGate } from '@/lib/login-gate';
import { notesDb } from '../db/notes-db';
import { countUnsynced } from '../db/note-store';
import { setActiveEngine } from './active-sync';
import { httpTransport } from '../api/notes-transport';
import { createSyncEngine } from './sync-engine';
import { browserLock } from './sync-lock';

/** Runs the engine for `owner` until the returned function is called (sign-out, user switch). */
export function mountSync(owner: string): () => void {
  const engine = createSyncEngine({
    db: notesDb(),
    owner,
    transport: httpTransport(api, loginGate),
    lock: browserLock(),
    onNotice: (notice) => toast.info(MSG.notes.deletedElsewhere(notice.title)),
  });
  const online = () => engine.kick('online');
  const visible = () => {
    if (document.visibilityState === 'visible') engine.kick('manual');
  };
  window.addEventListener('online', online);
  document.addEventListener('visibilitychange', visible);
  setActiveEngine(engine);
  engine.start();
  return () => {
    window.removeEventListener('online', online);
    document.removeEventListener('visibilitychange', visible);
    setActiveEngine(null);
    engine.dispose();
  };
}

/** The logout warning when some of the owner's notes are not on the server yet. */
export async function unsyncedWarning(owner: string): Promise<string | null> {
  const count = await countUnsynced(notesDb(), owner);
  if (count === 0) return null;
  return MSG.notes.unsyncedOnLogout(count);
}
