import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MORE_RESULTS_HEADER } from '@domain/schemas/user';
import type { User, UserList } from '@domain/types';
import { api } from '@/lib/api-client';
import { type UserListFilters, userKeys } from './user-keys';

/** GET /allusers/{adminEmail}?searchQueryN&searchQueryE (docs/product.md#api), and `status`: the server searches. */
export async function getUsers({ adminEmail, name, email, status }: UserListFilters): Promise<UserList> {
  const res = await api.get(`allusers/${encodeURIComponent(adminEmail)}`, {
    searchParams: { searchQueryN: name, searchQueryE: email, ...(status ? { status } : {}) },
  });
  return { users: await res.json<User[]>(), more: res.headers.get(MORE_RESULTS_HEADER) === 'true' };
}

export const usersQueryOptions = (filters: UserListFilters) =>
  queryOptions({
    queryKey: userKeys.list(filters),
    queryFn: () => getUsers(filters),
    staleTime: 0,
    // While a new search runs, the previous answer stays on screen instead of a spinner.
    placeholderData: keepPreviousData,
  });

export const useUsers = (filters: UserListFilters) => useQuery({ ...usersQueryOptions(filters), enabled: !!filters.adminEmail });
