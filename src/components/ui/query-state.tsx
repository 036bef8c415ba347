/**
 * The three states every list and page of data has before its content: a spinner while loading, a
 * clear error with Try again when it failed and nothing is cached, and 'No Data Available.' when
 * empty. Cached data is shown even when a refresh failed (offline).
 */
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from './empty-state';
import { PageLoader } from './spinner';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export function QueryState<T>({
  query,
  label,
  isEmpty = (d) => Array.isArray(d) && d.length === 0,
  empty,
  children,
}: {
  query: QueryLike<T>;
  /** What is loading, e.g. "sessions": used for the spinner's label and the error message. */
  label: string;
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data === undefined) {
    if (query.isError) return <ErrorState message={`The ${label} could not be loaded.`} onRetry={() => void query.refetch()} />;
    return <PageLoader label={`Loading ${label}`} />;
  }
  if (isEmpty(query.data)) return empty ?? <EmptyState />;
  return children(query.data);
}
