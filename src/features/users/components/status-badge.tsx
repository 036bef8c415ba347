import type { UserStatus } from '@domain/constants';
import { Badge } from '@/components/ui/badge';

/** docs/product.md#user-status: Requested is yellow, Verified blue, and a missing status a red Unavailable. */
export function StatusBadge({ status }: { status: UserStatus | null }) {
  if (status === 'Requested') return <Badge tone="yellow">Requested</Badge>;
  if (status === 'Verified') return <Badge tone="blue">Verified</Badge>;
  return <Badge tone="red">Unavailable</Badge>;
}
