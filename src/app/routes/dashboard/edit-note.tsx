import { useParams } from 'react-router-dom';
import { EditNote } from '@/features/notes/components/edit-note';

export default function EditNotePage() {
  const { id = '' } = useParams();
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Edit Note</h1>
      <div className="mt-6">
        <EditNote id={id} />
      </div>
    </div>
  );
}
