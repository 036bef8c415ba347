/**
 * The three states every list and page of data has before its content: a spinner while loading, a
 * clear error with Try again when it failed and nothing is cached, and 'No Data Available.' when
 * empty. Cached data is shown even when a refresh failed (offline); with nothing cached and no
 * network, it says so instead of spinning until the connection returns.
 */
import type { FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState, ErrorState } from './empty-state';
import { PageLoader } from './spinner';
import { MSG } from '@domain/messages';

interface QueryLike<T> {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  /** 'paused': TanStack Query waits for the network to come back. */
  fetchStatus?: FetchStatus;
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
    if (query.isError) return <ErrorState message={MSG.common.loadFailed(label)} onRetry={() => void query.refetch()} />;
    return <Pending paused={query.fetchStatus === 'paused'} label={`Loading ${label}`} />;
  }
  if (isEmpty(query.data)) return empty ?? <EmptyState />;
  return children(query.data);
}

/** Before the first answer: a spinner, or, when the query waits for a connection, why nothing comes. */
export function Pending({ paused, label }: { paused: boolean; label: string }) {
  return paused ? <OfflineState /> : <PageLoader label={label} />;
}

/** Nothing cached yet and no connection: what will show, and when. */
export function OfflineState() {
  return <EmptyState text={MSG.common.offline} hint={MSG.common.offlineFirstVisit} />;
}
