/** Query keys of the users feature (CONVENTIONS §6). */
export interface UserListFilters {
  adminEmail: string;
  name: string;
  email: string;
}

export const userKeys = {
  all: ['users'] as const,
  details: () => [...userKeys.all, 'detail'] as const,
  detail: (email: string) => [...userKeys.details(), email] as const,
  lists: () => [...userKeys.all, 'list'] as const,
  list: (filters: UserListFilters) => [...userKeys.lists(), filters] as const,
};
