/** Query keys of the users feature (docs/architecture.md#conventions-6). */
import type { UserStatus } from '@domain/constants';

export interface UserListFilters {
  adminEmail: string;
  name: string;
  email: string;
  /** Only users with this status, e.g. the tutor applications (Requested). */
  status?: UserStatus;
}

export const userKeys = {
  all: ['users'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (email: string) => [...userKeys.details(), email] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UserListFilters) => [...userKeys.lists(), filters] as const,
};
