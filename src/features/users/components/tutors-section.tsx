import { Avatar } from '@/components/ui/avatar';
import { EmptyState, ErrorState } from '@/components/ui/empty-state';
import { PageLoader } from '@/components/ui/spinner';
import { useTeachers } from '../api/get-teachers';

export function TutorsSection() {
  const { data, isPending, isError, refetch } = useTeachers();

  let body;
  if (isPending) body = <PageLoader label="Loading tutors" />;
  else if (isError && !data) body = <ErrorState message="The tutors could not be loaded." onRetry={() => void refetch()} />;
  else if (!data?.length) body = <EmptyState />;
  else
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3">
        {data.map((t) => (
          <li key={t._id} className="flex flex-col items-center gap-3 rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200 sm:flex-row sm:text-left">
            <Avatar src={t.image} name={t.name || t.email} size="size-12" />
            <div className="w-full min-w-0">
              <p className="truncate font-semibold text-slate-900">{t.name || 'Tutor'}</p>
              <p className="truncate text-sm text-slate-500">{t.email}</p>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="tutors-heading" className="mx-auto max-w-6xl px-4 pb-16">
      <h2 id="tutors-heading" className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">
        Tutors
      </h2>
      {body}
    </section>
  );
}
