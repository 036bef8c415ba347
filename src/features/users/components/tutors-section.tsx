import { PageTitle } from '@/components/ui/page-title';
import { Avatar } from '@/components/ui/avatar';
import { QueryState } from '@/components/ui/query-state';
import { useTeachers } from '../api/get-teachers';

export function TutorsSection() {
  const query = useTeachers();
  return (
    <section aria-labelledby="tutors-heading" className="mx-auto max-w-6xl px-4 pb-16">
      <PageTitle as="h2" id="tutors-heading" className="mb-6">
        Tutors
      </PageTitle>
      <QueryState query={query} label="tutors">
        {(tutors) => (
          <ul className="grid grid-cols-2 gap-3 sm:gap-6 md:grid-cols-3">
            {tutors.map((t) => (
              <li
                key={t._id}
                className="flex flex-col items-center gap-3 rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-slate-200 sm:flex-row sm:text-left"
              >
                <Avatar src={t.image} name={t.name || t.email} size="size-12" />
                <div className="w-full min-w-0">
                  <p className="truncate font-semibold text-slate-900">{t.name || 'Tutor'}</p>
                  <p className="truncate text-sm text-slate-500">{t.email}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
