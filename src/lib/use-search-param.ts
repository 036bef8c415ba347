/**
 * One value of the page's query string, as state: a filter that lives in the URL survives a reload
 * and can be linked to (the overview's tiles link to filtered lists). Setting '' removes it; the
 * change replaces the history entry rather than adding one per choice.
 */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useSearchParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value) next.set(name, value);
          else next.delete(name);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name) ?? '', set];
}
