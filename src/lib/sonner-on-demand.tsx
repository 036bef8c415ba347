/**
 * `sonner` as the app imports it (vite.config.ts points every `import … from 'sonner'` here): the
 * same `toast` and `Toaster`, but the library (9 KB gzip) loads after the first paint instead of
 * with the entry script. A toast called before it arrives is shown once it has; sonner itself keeps
 * toasts created before its Toaster subscribes.
 */
import { type ComponentProps, lazy, Suspense } from 'react';
import type * as Sonner from 'sonner';

// This file's own import of 'sonner' is the real package (the alias skips its importer).
let sonner: Promise<typeof Sonner> | null = null;
const load = () => (sonner ??= import('sonner'));

type Toast = typeof Sonner.toast;
type Method = 'success' | 'error' | 'info' | 'warning' | 'message' | 'dismiss';

const later =
  (method: Method) =>
  (...args: unknown[]) => {
    void load().then(({ toast: real }) => (real[method] as (...a: unknown[]) => unknown)(...args));
  };

/** Returns nothing (the real one returns an id): nothing in the app keeps toast ids. */
export const toast = Object.assign((...args: unknown[]) => void load().then(({ toast: real }) => (real as (...a: unknown[]) => unknown)(...args)), {
  success: later('success'),
  error: later('error'),
  info: later('info'),
  warning: later('warning'),
  message: later('message'),
  dismiss: later('dismiss'),
}) as unknown as Toast;

const LazyToaster = lazy(async () => ({ default: (await load()).Toaster }));

export function Toaster(props: ComponentProps<typeof Sonner.Toaster>) {
  return (
    <Suspense fallback={null}>
      <LazyToaster {...props} />
    </Suspense>
  );
}
