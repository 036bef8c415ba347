import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { persistQueries } from '@/lib/query-persistence';

/** Persists the query cache under the signed-in user's key, or 'anon' for visitors. */
export function QueryPersistence() {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const owner = user?.uid ?? 'anon';
  useEffect(() => {
    const { stop } = persistQueries(queryClient, owner);
    return stop;
  }, [queryClient, owner]);
  return null;
}
