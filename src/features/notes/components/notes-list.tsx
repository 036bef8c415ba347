/**
 * Personal Notes (docs/product.md#screen-personal-notes): title, the first 50 characters of the description, Update and Delete,
 * plus each note's sync state. A table from `sm` up; on a phone each row stacks as a card.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { PREVIEW_LENGTH } from '@domain/constants';
import { MSG } from '@domain/messages';
import { preview } from '@domain/text';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { LocalNote } from '../db/notes-db';
import { noteActions, useNotes } from '../hooks/use-notes';
import { NoteStatus, stuckText } from './note-status';

const cell = 'px-4 py-3 align-top max-sm:block max-sm:px-0 max-sm:py-1';

function NoteRow({ note, owner }: { note: LocalNote; owner: string }) {
  const [busy, setBusy] = useState<'delete' | 'retry' | null>(null);

  async function run(kind: 'delete' | 'retry') {
    setBusy(kind);
    try {
      if (kind === 'delete') {
        if (await noteActions.remove(owner, note.id)) toast.success(MSG.notes.deleted);
      } else await noteActions.retry(owner, note.id);
    } catch {
      toast.error(MSG.notes.changeNotSaved);
    } finally {
      setBusy(null);
    }
  }

  return (
    <tr className="max-sm:block max-sm:rounded-xl max-sm:bg-white max-sm:p-4 max-sm:shadow-sm max-sm:ring-1 max-sm:ring-slate-200">
      <td className={`${cell} font-semibold text-slate-900 max-sm:text-base`}>
        <span className="wrap-anywhere">{note.title}</span>
      </td>
      <td className={`${cell} text-slate-600`}>
        <span className="wrap-anywhere">{preview(note.description, PREVIEW_LENGTH.dashboard)}</span>
      </td>
      <td className={cell}>
        <NoteStatus note={note} />
        {note.sync === 'rejected' && note.rejectedReason && <p className="mt-1 max-w-64 text-xs text-rose-700">Reason: {note.rejectedReason}</p>}
        {stuckText(note) && <p className="mt-1 max-w-64 text-xs text-rose-700">{stuckText(note)}</p>}
      </td>
      <td className={`${cell} max-sm:pt-3`}>
        <div className="flex flex-wrap gap-2 sm:justify-end">
          {!note.deleted && (
            <Link to={paths.dashboard.editNote(note.id)} className={buttonClass('secondary', 'sm')} aria-label={`Update ${note.title}`}>
              Update
            </Link>
          )}
          {note.sync === 'rejected' && (
            <Button size="sm" variant="secondary" loading={busy === 'retry'} disabled={!!busy} onClick={() => void run('retry')}>
              Try again
            </Button>
          )}
          {!note.deleted && (
            <Button
              size="sm"
              variant="danger"
              loading={busy === 'delete'}
              disabled={!!busy}
              onClick={() => void run('delete')}
              aria-label={`Delete ${note.title}`}
            >
              Delete
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

export function NotesList({ owner }: { owner: string }) {
  const { data, loaded, error, retry } = useNotes(owner);
  if (error) return <ErrorState message={MSG.notes.listReadFailed} onRetry={retry} />;
  if (!loaded || !data) return <PageLoader label="Loading your notes" />;
  if (data.length === 0) return <EmptyState />;
  return (
    <div className="sm:overflow-hidden sm:rounded-2xl sm:bg-white sm:shadow-sm sm:ring-1 sm:ring-slate-200">
      <table className="w-full table-fixed text-left text-sm max-sm:block">
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500 max-sm:hidden">
          <tr>
            <th scope="col" className="w-[28%] px-4 py-3">
              Title
            </th>
            <th scope="col" className="px-4 py-3">
              Description
            </th>
            <th scope="col" className="w-44 px-4 py-3">
              Status
            </th>
            <th scope="col" className="w-44 px-4 py-3 text-right lg:w-72">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
          {data.map((note) => (
            <NoteRow key={note.id} note={note} owner={owner} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
