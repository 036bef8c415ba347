import { format } from 'date-fns';
import { MSG } from '@domain/messages';
import type { LocalNote } from '../db/notes-db';

const STYLES = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  stuck: 'bg-rose-50 text-rose-800 ring-rose-200',
  synced: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  rejected: 'bg-rose-50 text-rose-800 ring-rose-200',
} as const;

const styleOf = (note: LocalNote) => (note.sync === 'pending' && note.stuck ? 'stuck' : note.sync);

export function noteStatusLabel(note: LocalNote): string {
  if (note.sync === 'synced') return MSG.notes.statusSynced;
  if (note.sync === 'pending' && note.stuck) return note.deleted ? MSG.notes.statusStuckDelete : MSG.notes.statusStuck;
  if (note.sync === 'pending') return MSG.notes.statusPending;
  return note.deleted ? MSG.notes.statusDeleteRefused : MSG.notes.statusRejected;
}

/** Why a note is stuck and what the user can do about it, or null for a note that is not. */
export function stuckText(note: LocalNote): string | null {
  if (note.sync !== 'pending' || !note.stuck) return null;
  const { failures, retryAt, message } = note.stuck;
  const at = format(retryAt, 'h:mm:ss a');
  return note.deleted ? MSG.notes.stuckDelete(failures, message, at) : MSG.notes.stuck(failures, message, at);
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
