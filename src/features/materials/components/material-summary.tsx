import type { ReactNode } from 'react';
import type { Material } from '@domain/types';
import { ImageDownload } from './image-download';
import { MaterialLink } from './material-link';

/** One material at full size: its image with a download, then labelled facts and the whole link. */
export function MaterialSummary({ material, facts, actions }: { material: Material; facts: { label: string; value: ReactNode }[]; actions?: ReactNode }) {
  return (
    <article className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:grid lg:grid-cols-2">
      <div className="bg-slate-50 p-4 sm:p-6">
        <img src={material.image} alt={`Material of ${material.title}`} className="mx-auto max-h-96 w-full rounded-xl bg-slate-100 object-contain" />
        <div className="mt-4">
          <ImageDownload image={material.image} materialId={material._id} />
        </div>
      </div>
      <div className="space-y-4 p-4 sm:p-6">
        <dl className="space-y-3 text-sm">
          {facts.map((f) => (
            <div key={f.label}>
              <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{f.label}</dt>
              <dd className="mt-0.5 wrap-anywhere text-slate-900">{f.value}</dd>
            </div>
          ))}
          <div>
            <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">Link</dt>
            <dd className="mt-0.5">
              <MaterialLink link={material.link} full />
            </dd>
          </div>
        </dl>
        {actions}
      </div>
    </article>
  );
}
