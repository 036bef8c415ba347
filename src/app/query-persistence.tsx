import { IsRestoringProvider, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { persistQueries } from '@/lib/query-persistence';

/**
 * Persists the query cache under the signed-in user's key, or 'anon' for visitors. Until that user's
 * cache is restored, queries wait (IsRestoringProvider) instead of fetching: offline, a page opened
 * right after a reload then finds its persisted data rather than a failed fetch.
 */
export function PersistedQueries({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const owner = user?.uid ?? 'anon';
  const [restoredOwner, setRestoredOwner] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const { restored, stop } = persistQueries(queryClient, owner);
    void restored.then(() => {
      if (!live) return;
      // A reload is how people ask for the latest: what was restored shows at once, and every
      // screen asks the server again as it mounts (offline, the restored copy simply stays).
      void queryClient.invalidateQueries({ refetchType: 'none' });
      setRestoredOwner(owner);
    });
    return () => {
      live = false;
      stop();
    };
  }, [queryClient, owner]);
  // Derived in render, so the first render for a new owner already waits.
  return <IsRestoringProvider value={restoredOwner !== owner}>{children}</IsRestoringProvider>;
}
