import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSyncCounts } from '../hooks/use-notes';

/** The overview's count of notes on this device that the server does not have yet (issue 16). */
export function UnsyncedNotesTile({ owner }: { owner: string }) {
  const { data: counts } = useSyncCounts(owner);
  const waiting = (counts?.pending ?? 0) + (counts?.rejected ?? 0);
  return (
    <Link to={paths.dashboard.personalNotes} className="block rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-brand-400">
      <p className="text-sm font-medium text-slate-600">Notes not yet synced</p>
      <p className="mt-1 text-3xl font-extrabold text-slate-900">{counts ? waiting : '…'}</p>
    </Link>
  );
}
