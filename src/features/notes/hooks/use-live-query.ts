/**
 * Reads IndexedDB and re-renders whenever the rows it read change, in this tab or another (Dexie's
 * liveQuery). `key` names the query: a new key starts a new subscription.
 */
import { liveQuery } from 'dexie';
import { useEffect, useRef, useState } from 'react';

interface State<T> {
  key: string;
  loaded: boolean;
  data?: T;
  error?: unknown;
}

export function useLiveQuery<T>(query: () => Promise<T>, key: string) {
  const queryRef = useRef(query);
  queryRef.current = query;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<State<T>>({ key: '', loaded: false });

  useEffect(() => {
    const subscription = liveQuery(() => queryRef.current()).subscribe({
      next: (data) => setState({ key, loaded: true, data }),
      error: (error: unknown) => setState({ key, loaded: false, error }),
    });
    return () => subscription.unsubscribe();
  }, [key, attempt]);

  const current: State<T> = state.key === key ? state : { key, loaded: false };
  return {
    data: current.data,
    loaded: current.loaded,
    error: current.error,
    retry: () => setAttempt((n) => n + 1),
  };
}
