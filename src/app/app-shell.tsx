/** Providers that need the router (auth navigates), the notes sync, and the app-wide hosts: toasts, dialogs, updates. */
import { Outlet } from 'react-router-dom';
import { Toaster } from 'sonner';
import { TOAST } from '@domain/constants';
import { AuthProvider } from '@/features/auth/auth-provider';
import { NotesSync } from '@/features/notes/components/notes-sync';
import { AlertHost, ConfirmHost } from './dialog-hosts';
import { PersistedQueries } from './query-persistence';
import { ScrollToTop } from './scroll-to-top';
import { UpdatePrompt } from './update-prompt';

export function AppShell() {
  return (
    <AuthProvider>
      <PersistedQueries>
        <NotesSync />
        <Outlet />
        <ScrollToTop />
      </PersistedQueries>
      <AlertHost />
      <ConfirmHost />
      <UpdatePrompt />
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
