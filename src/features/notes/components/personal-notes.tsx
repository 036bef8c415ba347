import { useEffect } from 'react';
import { requestSync } from '../sync/active-sync';
import { NotesList } from './notes-list';
import { SyncStatusBar } from './sync-status-bar';

/** The list with its sync line; opening it also fetches what other devices changed. */
export function PersonalNotes({ owner }: { owner: string }) {
  useEffect(() => requestSync('manual'), [owner]);
  return (
    <div className="space-y-4">
      <SyncStatusBar owner={owner} />
      <NotesList owner={owner} />
    </div>
  );
}
