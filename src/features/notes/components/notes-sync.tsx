/**
 * Mounted once by the app: runs the notes sync engine while a student is signed in, and asks logout
 * to warn about notes not on the server yet. The engine and IndexedDB code (31 KB gzip) load on
 * demand: at once on a notes page, elsewhere in the background once the page is loaded and idle,
 * so notes written offline still reach the server without slowing other pages. The role comes from
 * the app (the auth feature's useRole), as features do not import each other.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { can } from '@domain/capabilities';
import type { Role } from '@domain/constants';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { registerLogoutGuard } from '@/lib/logout-guards';
import { whenIdle } from '@/lib/when-idle';

const NOTES_PAGES = [paths.dashboard.createNote, paths.dashboard.personalNotes, paths.dashboard.editNote('')];

const loadSync = () => import('../sync/mount-sync');

export function NotesSync({ role }: { role: Role | undefined }) {
  const { user } = useAuth();
  const email = user?.email ?? null;
  const roleKnown = role !== undefined;
  const student = can(role, 'note:own');
  const [owner, setOwner] = useState<string | null>(null);
  const { pathname } = useLocation();
  const onNotesPage = NOTES_PAGES.some((p) => pathname.startsWith(p));
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  const running = owner !== null && (idle || onNotesPage) ? owner : null;

  // While the role is briefly unknown (e.g. refetched when the connection returns) the same user's
  // engine keeps running; another user never inherits it.
  useEffect(() => {
    setOwner((current) => {
      if (!email) return null;
      if (roleKnown) return student ? email : null;
      return current === email ? current : null;
    });
  }, [email, roleKnown, student]);

  useEffect(() => registerLogoutGuard(async ({ email: who }) => (await loadSync()).unsyncedWarning(who)), []);

  useEffect(() => {
    if (!running) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadSync().then(({ mountSync }) => {
      if (!cancelled) stop = mountSync(running);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [running]);

  return null;
}
