import { useOnline } from '@/lib/use-online';
import { MSG } from '@domain/messages';

/** Says plainly that the app is offline and what still works (docs/architecture.md#online-only). */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <div role="status" className="bg-amber-100 px-4 py-2 text-center text-sm font-medium text-amber-900">
      {MSG.common.offlineBanner}
    </div>
  );
}
