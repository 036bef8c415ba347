/**
 * The signed-in user's role. Online, only a role fetched during this app load counts, so a change an
 * admin made shows at the next load (issue 7). Offline, or when the role cannot be fetched because
 * the network is gone (the browser may still claim to be online), the persisted role is used.
 */
import { useIsRestoring, useQuery } from '@tanstack/react-query';
import { HTTPError } from 'ky';
import type { Role } from '@domain/constants';
import { useOnline } from '@/lib/use-online';
import { useAuth } from '@/lib/auth/auth-context';
import { roleQueryOptions } from './api/get-role';

const APP_STARTED_AT = Date.now();

export interface RoleState {
  role: Role | undefined;
  /** The role is still being found out: signing in, restoring the cache, or fetching. */
  loading: boolean;
  failed: boolean;
  retry: () => void;
}

export function useRole(): RoleState {
  const { user, loading } = useAuth();
  const online = useOnline();
  const restoring = useIsRestoring();
  const query = useQuery({ ...roleQueryOptions(user?.email ?? ''), enabled: !!user });
  const fresh = query.dataUpdatedAt >= APP_STARTED_AT;
  const unreachable = query.fetchStatus === 'paused' || (query.isError && !(query.error instanceof HTTPError));
  const role = query.data && (fresh || !online || unreachable) ? query.data.role : undefined;
  const failed = !role && query.isError;
  const waiting = !!user && !role && !failed && !unreachable;
  return { role, loading: loading || restoring || waiting, failed, retry: () => void query.refetch() };
}
