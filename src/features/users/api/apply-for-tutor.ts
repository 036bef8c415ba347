import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@domain/types';
import { api } from '@/lib/api-client';
import { userKeys } from './user-keys';

/** PATCH /users/{email}: a student asks to become a tutor (docs/product.md#user-status); the status becomes Requested. */
export const applyForTutor = (email: string) => api.patch(`users/${encodeURIComponent(email)}`).json<User>();

export function useApplyForTutor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyForTutor,
    onSuccess: (user) => queryClient.setQueryData(userKeys.detail(user.email), user),
    // A refusal (say, already applied from another tab) means our copy is out of date.
    onError: (_error, email) => queryClient.invalidateQueries({ queryKey: userKeys.detail(email) }),
  });
}
