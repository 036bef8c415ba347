import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';
import { HTTPError } from '@/lib/api-client';

interface MaterialQuery {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * What a single-material page shows before it has the material: a spinner, 'Material not found.'
 * for a 404 (unknown, or not the caller's to see), or the error with Try again.
 */
export function MaterialPending({ query }: { query: MaterialQuery }) {
  if (query.isPending && !query.isError) return <PageLoader label="Loading the material" />;
  if (query.error instanceof HTTPError && query.error.response.status === 404) {
    return <EmptyState text="Material not found." hint="It does not exist, or it is not yours to see." />;
  }
  return <ErrorState message="The material could not be loaded." onRetry={() => void query.refetch()} />;
}
