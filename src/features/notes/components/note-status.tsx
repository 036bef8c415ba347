import type { LocalNote } from '../db/notes-db';

const STYLES = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  synced: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rejected: 'bg-rose-50 text-rose-800 ring-rose-200',
} as const;

export function noteStatusLabel(note: LocalNote): string {
  if (note.sync === 'synced') return 'Synced';
  if (note.sync === 'pending') return 'Saved on this device';
  return note.deleted ? 'Delete refused' : 'Rejected';
}

/** Whether the server has this version of the note (issue 6), in words and colour. */
export function NoteStatus({ note }: { note: LocalNote }) {
  return (
    <span className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[note.sync]}`}>
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {noteStatusLabel(note)}
    </span>
  );
}
