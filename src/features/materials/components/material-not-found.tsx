import type { FetchStatus } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MSG } from '@domain/messages';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { Pending } from '@/components/ui/query-state';
import { isNotFound } from '@/lib/api-client';

interface MaterialQuery {
  isError: boolean;
  error: unknown;
  fetchStatus?: FetchStatus;
  refetch: () => unknown;
}

/**
 * What a single-material page shows before it has the material: a spinner (offline: why it cannot
 * come yet), 'Material not found.' for a 404 (unknown, or not the caller's to see), or the error
 * with Try again.
 */
export function MaterialPending({ query }: { query: MaterialQuery }) {
  if (isNotFound(query.error)) {
    return <EmptyState text={MSG.materials.notFound} hint={MSG.materials.notYoursToSee} />;
  }
  if (!query.isError) return <Pending paused={query.fetchStatus === 'paused'} label="Loading the material" />;
  return <ErrorState message={MSG.common.loadFailed('material')} onRetry={() => void query.refetch()} />;
}

/** A single-material page: `children` once the material is here and not a 404, else MaterialPending. */
export function WithMaterial<M>({ query, children }: { query: MaterialQuery & { data: M | undefined }; children: (material: M) => ReactNode }) {
  const material = query.data;
  if (!material || isNotFound(query.error)) return <MaterialPending query={query} />;
  return children(material);
}
