/** Providers that need the router (auth navigates), plus the app-wide hosts: toasts, alerts, updates. */
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Toaster } from 'sonner';
import { TOAST } from '@domain/constants';
import { AlertHost } from '@/components/ui/alert-dialog';
import { UpdatePrompt } from '@/components/ui/update-prompt';
import { AuthProvider } from '@/features/auth/auth-provider';
import { QueryPersistence } from './query-persistence';

export function AppShell() {
  return (
    <AuthProvider>
      <QueryPersistence />
      <Outlet />
      <ScrollRestoration />
      <AlertHost />
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
