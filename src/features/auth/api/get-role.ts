import { type QueryClient, queryOptions } from '@tanstack/react-query';
import type { Role } from '@domain/constants';
import type { RoleResponse } from '@domain/types';
import { api } from '@/lib/api-client';

export const roleKeys = {
  /** docs/product.md#api: cached by key role plus e-mail. */
  byEmail: (email: string) => ['role', email] as const,
};

/** The last role each user was seen with, and when it last changed, for telling a demotion from an attack. */
const seen = new Map<string, { role: Role; changedAt: number }>();

async function fetchRole(email: string): Promise<RoleResponse> {
  const answer = await api.get(`users/role/${encodeURIComponent(email)}`).json<RoleResponse>();
  const before = seen.get(email);
  if (!before || before.role !== answer.role) seen.set(email, { role: answer.role, changedAt: before ? Date.now() : 0 });
  return answer;
}

export const roleQueryOptions = (email: string) =>
  queryOptions({
    queryKey: roleKeys.byEmail(email),
    queryFn: () => fetchRole(email),
    // Fetched on every app load and on focus (issue 7): a promotion shows without signing out.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/**
 * After a 403: did the user's role just change (an admin promoted or demoted them while a page of the
 * old role was open)? Then the 403 is the old page's reads racing the new role, not a reason to sign
 * out. Answers the new role, or null when the role is unchanged (or cannot be checked).
 */
export async function roleChangedJustNow(queryClient: QueryClient, email: string, withinMs = 30_000): Promise<Role | null> {
  try {
    const fresh = await queryClient.fetchQuery({ ...roleQueryOptions(email), staleTime: 0 });
    const change = seen.get(email);
    return change && change.changedAt > 0 && Date.now() - change.changedAt < withinMs ? fresh.role : null;
  } catch {
    return null;
  }
}
