/**
 * The signed-in user's role. Online, only a role fetched during this app load counts, so a change an
 * admin made shows at the next load; offline, the persisted role is used (issue 7).
 */
import { useQuery } from '@tanstack/react-query';
import type { Role } from '@domain/constants';
import { useOnline } from '@/lib/use-online';
import { useAuth } from './auth-context';
import { roleQueryOptions } from './role';

const APP_STARTED_AT = Date.now();

export function useRole(): { role: Role | undefined; loading: boolean; failed: boolean; retry: () => void } {
  const { user, loading } = useAuth();
  const online = useOnline();
  const query = useQuery({ ...roleQueryOptions(user?.email ?? ''), enabled: !!user });
  const fresh = query.dataUpdatedAt >= APP_STARTED_AT;
  const role = query.data && (fresh || !online) ? query.data.role : undefined;
  const failed = !role && query.isError;
  return { role, loading: loading || (!!user && !role && !failed), failed, retry: () => void query.refetch() };
}
