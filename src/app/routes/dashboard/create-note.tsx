import { CreateNote } from '@/features/notes/components/create-note';

export default function CreateNotePage() {
  return (
    <div className="max-w-2xl">
      <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">Create Note</h1>
      <p className="mt-1 text-slate-600">Write it down now; it works offline too.</p>
      <div className="mt-6">
        <CreateNote />
      </div>
    </div>
  );
}
