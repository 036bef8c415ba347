import { format } from 'date-fns';
import type { LocalNote } from '../db/notes-db';

const STYLES = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  stuck: 'bg-rose-50 text-rose-800 ring-rose-200',
  synced: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rejected: 'bg-rose-50 text-rose-800 ring-rose-200',
} as const;

const styleOf = (note: LocalNote) => (note.sync === 'pending' && note.stuck ? 'stuck' : note.sync);

export function noteStatusLabel(note: LocalNote): string {
  if (note.sync === 'synced') return 'Synced';
  if (note.sync === 'pending' && note.stuck) return note.deleted ? 'Delete not done yet' : 'Not stored yet';
  if (note.sync === 'pending') return 'Saved on this device';
  return note.deleted ? 'Delete refused' : 'Rejected';
}

/** Why a note is stuck and what the user can do about it, or null for a note that is not. */
export function stuckText(note: LocalNote): string | null {
  if (note.sync !== 'pending' || !note.stuck) return null;
  const { failures, retryAt, message } = note.stuck;
  const why = `(${failures === 1 ? 'once' : `${failures} times`}: ${message.replace(/\.$/, '')}). Trying again at ${format(retryAt, 'h:mm:ss a')}`;
  if (note.deleted) return `The server could not delete this note yet ${why}.`;
  return `The server could not store this note ${why}; your other notes sync meanwhile. Edit or delete it if this goes on.`;
}

/** Whether the server has this version of the note (issue 6), in words and colour. */
export function NoteStatus({ note }: { note: LocalNote }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[styleOf(note)]}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full bg-current" />
      {noteStatusLabel(note)}
    </span>
  );
}
