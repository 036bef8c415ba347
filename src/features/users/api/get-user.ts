import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@domain/types';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** GET /users/{email}: the signed-in user's own record, with the tutor-application status. */
export const getUser = (email: string) => api.get(`users/${encodeURIComponent(email)}`).json<User>();

export const userQueryOptions = (email: string) =>
  queryOptions({
    queryKey: userKeys.detail(email),
    queryFn: () => getUser(email),
    // An admin may answer the application at any time: read it fresh at each visit.
    staleTime: 0,
  });

export const useUser = (email: string | undefined) => useQuery({ ...userQueryOptions(email ?? ''), enabled: !!email });
