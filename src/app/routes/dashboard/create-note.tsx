import { PageHeader } from '@/components/ui/page-header';
import { CreateNote } from '@/features/notes/components/create-note';

export default function CreateNotePage() {
  return (
    <div className="max-w-2xl">
      <PageHeader title="Create Note" description="Write it down now; it works offline too." />
      <CreateNote />
    </div>
  );
}
