/** The admin's changes to a user (docs/product.md#api and issue 7): a role change and a rejected tutor request. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Role } from '@domain/constants';
import type { User } from '@domain/types';
import { api } from '@/lib/api-client';
import { teacherKeys } from './get-teachers';
import { userKeys } from './user-keys';

/** PATCH /user/role/{email}: the status becomes Verified with any role change. */
export const changeRole = ({ email, role }: { email: string; role: Role }) =>
  api.patch(`user/role/${encodeURIComponent(email)}`, { json: { role, status: 'Verified' } }).json<User>();

/** PATCH /user/reject/{email}: clears a Requested status, so the student may apply again. */
export const rejectTutorRequest = (email: string) => api.patch(`user/reject/${encodeURIComponent(email)}`).json<User>();

function useUserChange<T>(mutationFn: (input: T) => Promise<User>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The list is fetched again (docs/product.md#refetch) and the change shows in place, without a page reload.
    // Returning the promise keeps the button busy until the new list is on screen.
    onSuccess: (user) => {
      queryClient.setQueryData(userKeys.detail(user.email), user);
      return Promise.all([queryClient.invalidateQueries({ queryKey: userKeys.lists() }), queryClient.invalidateQueries({ queryKey: teacherKeys.all })]);
    },
  });
}

export const useChangeRole = () => useUserChange(changeRole);
export const useRejectTutorRequest = () => useUserChange(rejectTutorRequest);
