/**
 * Edit Note (docs/product.md#screen-edit-note): the device's copy first; a note this device has not seen yet (written on
 * another device) is fetched once with GET /note/{id} and kept on the device.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { isNotFound } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { useServerNote } from '../api/get-note';
import { notesDb } from '../db/notes-db';
import { adoptServerNote } from '../db/note-store';
import { noteActions, useAuthor, useLocalNote } from '../hooks/use-notes';
import { NoteForm } from './note-form';

function NotFound({ text }: { text: string }) {
  return (
    <div className="space-y-4">
      <EmptyState text={text} />
      <Link to={paths.dashboard.personalNotes} className="inline-block text-sm font-semibold text-brand-700 hover:underline">
        Back to Personal Notes
      </Link>
    </div>
  );
}

export function EditNote({ id }: { id: string }) {
  const author = useAuthor();
  const owner = author?.email ?? '';
  const navigate = useNavigate();
  const online = useOnline();
  const local = useLocalNote(owner, id);
  const missing = local.loaded && !local.data;
  const server = useServerNote(id, missing && online);

  // False when the device already has the id (e.g. its delete is on the way): then it is gone here.
  const [adopted, setAdopted] = useState<boolean | null>(null);
  useEffect(() => {
    if (server.data && owner) void adoptServerNote(notesDb(), owner, server.data).then(setAdopted, () => setAdopted(false));
  }, [server.data, owner]);

  if (!author) return null;
  if (local.error) return <ErrorState message={MSG.notes.readFailed} onRetry={local.retry} />;
  if (!local.loaded) return <PageLoader label="Loading the note" />;
  const note = local.data;
  if (!note) {
    if (!online) return <NotFound text={MSG.notes.notOnDevice} />;
    if (adopted === false) return <NotFound text={MSG.notes.gone} />;
    if (server.isPending || server.data) return <PageLoader label="Loading the note" />;
    if (isNotFound(server.error)) return <NotFound text={MSG.notes.gone} />;
    return <ErrorState message={MSG.common.loadFailed('note')} onRetry={() => void server.refetch()} />;
  }

  return (
    <NoteForm
      key={note.id}
      email={author.email}
      initial={{ title: note.title, description: note.description }}
      submitLabel="Update Note"
      onSubmit={async (input) => {
        let ok: boolean;
        try {
          ok = await noteActions.update(owner, id, input);
        } catch {
          toast.error(MSG.notes.changeNotSaved);
          return;
        }
        if (!ok) {
          toast.error(MSG.notes.changeOnDeleted);
          return;
        }
        toast.success(MSG.notes.updated);
        navigate(paths.dashboard.personalNotes);
      }}
    />
  );
}
