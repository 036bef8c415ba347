/**
 * Mounted once by the app: runs the notes sync engine while a student is signed in, and asks logout
 * to warn about notes not on the server yet. The engine and IndexedDB code load on demand.
 */
import { useEffect, useState } from 'react';
import { can } from '@domain/capabilities';
import { useAuth } from '@/lib/auth/auth-context';
import { useRole } from '@/lib/auth/use-role';
import { registerLogoutGuard } from '@/lib/logout-guards';

const loadSync = () => import('../sync/mount-sync');

export function NotesSync() {
  const { user } = useAuth();
  const { role } = useRole();
  const email = user?.email ?? null;
  const roleKnown = role !== undefined;
  const student = can(role, 'note:own');
  const [owner, setOwner] = useState<string | null>(null);

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
    if (!owner) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void loadSync().then(({ mountSync }) => {
      if (!cancelled) stop = mountSync(owner);
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [owner]);

  return null;
}
