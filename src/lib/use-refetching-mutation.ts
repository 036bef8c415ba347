import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A mutation after which every query under `queryKey` is fetched again, whether it succeeded or
 * not (docs/product.md#refetch: refetch after changes).
 */
export function useRefetchingMutation<V, R>(mutationFn: (vars: V) => Promise<R>, queryKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
