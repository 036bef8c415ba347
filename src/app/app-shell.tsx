/** Providers that need the router (auth navigates), the notes sync, and the app-wide hosts: toasts, dialogs, updates. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { TOAST } from '@domain/constants';
import { AuthProvider } from '@/features/auth/auth-provider';
import { useRole } from '@/features/auth/use-role';
import { NotesSync } from '@/features/notes/components/notes-sync';
import { whenIdle } from '@/lib/when-idle';
import { AlertHost, ConfirmHost } from './dialog-hosts';
import { PersistedQueries } from './query-persistence';
import { ScrollToTop } from './scroll-to-top';

// The service worker's registration (and its update prompt) loads once the page is idle: the
// plugin's register code stays out of the entry bundle, and registering waits for the page's load
// in any case.
const UpdatePrompt = lazy(() => import('./update-prompt'));

/** The notes sync runs for students; the role it needs comes from the auth feature, joined here. */
function NotesSyncForRole() {
  const { role } = useRole();
  return <NotesSync role={role} />;
}

function WhenIdle({ children }: { children: React.ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function AppShell() {
  return (
    <AuthProvider>
      <PersistedQueries>
        <NotesSyncForRole />
        <Outlet />
        <ScrollToTop />
      </PersistedQueries>
      <AlertHost />
      <ConfirmHost />
      <WhenIdle>
        <UpdatePrompt />
      </WhenIdle>
      <Toaster
        position="top-center"
        richColors
        closeButton
        duration={TOAST.durationMs}
        visibleToasts={TOAST.visible}
        gap={TOAST.gapPx}
        style={{ '--width': `${TOAST.widthPx}px` } as React.CSSProperties}
      />
    </AuthProvider>
  );
}
