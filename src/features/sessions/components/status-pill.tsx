import type { SessionStatus } from '@domain/constants';

const STYLES: Record<SessionStatus, string> = {
  Pending: 'bg-amber-100 text-amber-800 ring-amber-200',
  Accepted: 'bg-emerald-100 text-emerald-800 ring-emerald-200',
  Rejected: 'bg-rose-100 text-rose-800 ring-rose-200',
};

export function StatusPill({ status }: { status: SessionStatus }) {
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[status]}`}>{status}</span>;
}
