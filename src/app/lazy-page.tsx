/**
 * A page whose code loads when its route is first shown. React.lazy under the declarative router
 * (the data router's `lazy` costs 19 KB gzip of router core in the first bundle). A chunk that
 * cannot load (offline before the service worker cached it) shows an error with a retry, not a
 * blank app.
 */
import { Component, type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { ErrorState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';

class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <ErrorState message="This page could not be loaded. Check your connection." onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}

export function lazyPage(load: () => Promise<{ default: ComponentType }>): ReactNode {
  const Page = lazy(load);
  return (
    <ChunkBoundary>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </ChunkBoundary>
  );
}
