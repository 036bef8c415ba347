import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { EditNote } from '@/features/notes/components/edit-note';

export default function EditNotePage() {
  const { id = '' } = useParams();
  return (
    <div className="max-w-2xl">
      <PageHeader title="Edit Note" />
      <EditNote id={id} />
    </div>
  );
}
