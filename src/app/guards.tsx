/** Route guards (docs/product.md#dashboard): private pages and role pages by capability. */
import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { can, type Capability } from '@domain/capabilities';
import { ErrorState } from '@/components/ui/empty-state';
import { OfflineState } from '@/components/ui/query-state';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { useRole } from '@/features/auth/use-role';
import { useOnline } from '@/lib/use-online';
import { MSG } from '@domain/messages';

/**
 * Signed-in users only; others go to /signin, which brings them back here. While Firebase loads, the
 * user this device holds (the hint, kept only where Firebase keeps the user: auth-hint.ts) sees the
 * page at once: its reads go with their cookie, and the server decides. Should Firebase then answer
 * that nobody is signed in, they go to /signin like anyone else.
 */
export function PrivateRoute({ children }: { children?: ReactNode }) {
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading && !user) return <PageLoader label="Checking your sign-in" />;
  if (!user) return <Navigate to={paths.signIn} replace state={{ from: location }} />;
  return children ?? <Outlet />;
}

/** Pages of one role: a loader while the role is unknown, then /dashboard if it does not match. */
export function RequireCapability({ capability }: { capability: Capability }) {
  const { role, loading, failed, retry } = useRole();
  const online = useOnline();
  if (failed && online) return <ErrorState message={MSG.auth.roleCheckFailed} onRetry={retry} />;
  if (!role && !online && !loading) {
    return <OfflineState />;
  }
  if (loading || !role) return <PageLoader label="Checking your role" />;
  if (!can(role, capability)) return <Navigate to={paths.dashboard.root} replace />;
  return <Outlet />;
}

/** Renders its children only for roles that have the capability. */
export function Can({ capability, children }: { capability: Capability; children: ReactNode }) {
  const { role } = useRole();
  return can(role, capability) ? children : null;
}
