import { useOnline } from '@/lib/use-online';

/** Says plainly that the app is offline and what still works (docs/architecture.md#online-only). */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
      You are offline. Saved pages and your notes still work; changes that need the server wait for a connection.
    </div>
  );
}
