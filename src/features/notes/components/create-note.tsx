import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import { paths } from '@/config/paths';
import { noteActions, useAuthor } from '../hooks/use-notes';
import { NoteForm } from './note-form';

/** Create Note (docs/product.md#screen-create-note): saved on the device at once, then 'Note Created Successfully.' and the list. */
export function CreateNote() {
  const author = useAuthor();
  const navigate = useNavigate();
  if (!author) return null;
  return (
    <NoteForm
      email={author.email}
      submitLabel="Create Note"
      onSubmit={async (input) => {
        try {
          await noteActions.create(author, input);
        } catch {
          toast.error(MSG.notes.notSaved);
          return;
        }
        toast.success(MSG.notes.created);
        navigate(paths.dashboard.personalNotes);
      }}
    />
  );
}
