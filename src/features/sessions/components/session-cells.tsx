/** Cells shared by the tutor's and the admin's session tables. */
import { Link } from 'react-router-dom';
import { PREVIEW_LENGTH } from '@domain/constants';
import { preview } from '@domain/text';
import type { StudySession } from '@domain/types';
import { buttonClass } from '@/components/ui/button';
import type { Column } from '@/components/ui/data-table';
import { paths } from '@/config/paths';

export const coverColumn: Column<StudySession> = {
  header: 'Image',
  bare: true,
  className: 'sm:w-24',
  cell: (s) => <img src={s.cover} alt="" loading="lazy" className="aspect-[5/2] w-full rounded-lg bg-slate-100 object-cover sm:aspect-auto sm:h-12 sm:w-20" />,
};

export const titleColumn: Column<StudySession> = {
  header: 'Title',
  cell: (s) => <span className="font-semibold text-slate-900">{s.title}</span>,
};

export const descriptionColumn: Column<StudySession> = {
  header: 'Description',
  className: 'sm:max-w-xs',
  cell: (s) => <span className="text-slate-600">{preview(s.description, PREVIEW_LENGTH.dashboard)}</span>,
};

export const durationColumn: Column<StudySession> = {
  header: 'Duration',
  className: 'sm:whitespace-nowrap',
  cell: (s) => s.duration,
};

export function ViewLink({ session }: { session: StudySession }) {
  return (
    <Link to={paths.session(session._id)} aria-label={`View ${session.title}`} className={buttonClass('secondary', 'sm')}>
      View
    </Link>
  );
}
