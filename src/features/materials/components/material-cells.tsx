/** Cells shared by the tutor's and the admin's material tables. */
import type { Material } from '@domain/types';
import type { Column } from '@/components/ui/data-table';
import { MaterialLink } from './material-link';

const thumb = 'aspect-[5/2] w-full rounded-lg bg-slate-100 object-cover sm:aspect-auto sm:h-12 sm:w-20';

export const coverColumn: Column<Material> = {
  header: 'Cover',
  bare: true,
  className: 'sm:w-24',
  cell: (m) => <img src={m.cover} alt={`Cover of ${m.title}`} loading="lazy" className={thumb} />,
};

export const imageColumn: Column<Material> = {
  header: 'Image',
  className: 'sm:w-24',
  cell: (m) => (
    <img src={m.image} alt={`Material of ${m.title}`} loading="lazy" className="h-12 w-20 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200" />
  ),
};

export const titleColumn: Column<Material> = {
  header: 'Title',
  cell: (m) => <span className="font-semibold text-slate-900">{m.title}</span>,
};

export const tutorColumn: Column<Material> = {
  header: 'Tutor',
  cell: (m) => <span className="wrap-anywhere text-slate-600">{m.tutormail}</span>,
};

export const linkColumn: Column<Material> = {
  header: 'Link',
  cell: (m) => <MaterialLink link={m.link} />,
};
