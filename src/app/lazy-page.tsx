/**
 * A page whose code loads when its route is first shown. React.lazy under the declarative router
 * (the data router's `lazy` costs 19 KB gzip of router core in the first bundle). A chunk that
 * cannot load (offline before the service worker cached it) shows an error with a retry, not a
 * blank app.
 */
import { Component, type ComponentType, lazy, type ReactElement, type ReactNode, Suspense, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { ErrorState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';
import { MSG } from '@domain/messages';

class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed) return <ErrorState message={MSG.common.pageLoadFailed} onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}

const loaders = new WeakMap<object, () => Promise<unknown>>();

export function lazyPage(load: () => Promise<{ default: ComponentType }>): ReactNode {
  let loaded: ComponentType | undefined;
  const keep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(keep);
  // React.lazy suspends on its first render even when the code is already here (preloaded at
  // start-up), and React then holds the page back until its fallback has shown for 300 ms. A page
  // whose code has arrived renders at once; the choice is made once per mount, so it never remounts.
  function Page() {
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const element = (
    <ChunkBoundary>
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    </ChunkBoundary>
  );
  loaders.set(element, keep);
  return element;
}

/**
 * Starts loading the code of every lazy page `pathname` shows (layout and page), at start-up: a
 * private page would otherwise ask for it only once the sign-in check has finished.
 */
export function preloadPages(routes: RouteObject[], pathname: string): Promise<unknown> {
  const loads = (matchRoutes(routes, pathname) ?? []).map((match) => {
    // A lazy page is the route's element, or the one child of a wrapper such as <PrivateRoute>.
    const element = match.route.element as ReactElement<{ children?: unknown }> | null | undefined;
    const load = element ? (loaders.get(element) ?? loaders.get(element.props.children as object)) : undefined;
    return load?.().catch(() => {});
  });
  return Promise.all(loads);
}
