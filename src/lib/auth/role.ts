import { queryOptions } from '@tanstack/react-query';
import type { RoleResponse } from '@domain/types';
import { api } from '@/lib/api-client';

export const roleKeys = {
  /** Spec §7: cached by key role plus e-mail. */
  byEmail: (email: string) => ['role', email] as const,
};

export const roleQueryOptions = (email: string) =>
  queryOptions({
    queryKey: roleKeys.byEmail(email),
    queryFn: () => api.get(`users/role/${encodeURIComponent(email)}`).json<RoleResponse>(),
    // Fetched on every app load and on focus (issue 7): a promotion shows without signing out.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
