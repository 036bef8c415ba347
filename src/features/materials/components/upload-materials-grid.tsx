/**
 * Upload Materials (tutor, docs/product.md#screen-upload-materials): a card per session of the tutor with the cover, the title, the
 * first 50 characters of the description and a link to that session's upload form. The sessions come
 * from the page, which composes the sessions feature with this one.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PREVIEW_LENGTH } from '@domain/constants';
import { preview } from '@domain/text';
import type { StudySession } from '@domain/types';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** `badge` shows something about each session beside its title, such as its status. */
export function UploadMaterialsGrid({ sessions, badge }: { sessions: StudySession[]; badge?: (session: StudySession) => ReactNode }) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3">
      {sessions.map((s) => (
        <li key={s._id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
          <img src={s.cover} alt="" loading="lazy" className="aspect-[16/9] w-full bg-slate-100 object-cover" />
          <div className="flex flex-1 flex-col p-4">
            <div className="flex items-start justify-between gap-2">
              <h2 className="font-bold text-slate-900">{s.title}</h2>
              {badge?.(s)}
            </div>
            <p className="mt-1 flex-1 text-sm text-slate-600">{preview(s.description, PREVIEW_LENGTH.dashboard)}</p>
            <Link
              to={paths.dashboard.uploadMaterial(s._id)}
              aria-label={`Upload Materials for ${s.title}`}
              className={`${buttonClass('primary', 'sm')} mt-4 w-fit`}
            >
              Upload Materials
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
