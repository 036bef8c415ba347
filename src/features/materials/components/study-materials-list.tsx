/**
 * Study Materials (student, docs/product.md#screen-study-materials): the materials of the sessions the student booked, each with the
 * session cover, the image, the title, the tutor e-mail, the link and a View button.
 */
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useBookedMaterials } from '../api/get-student-materials';
import { MaterialLink } from './material-link';

export function StudyMaterialsList({ email }: { email: string }) {
  const query = useBookedMaterials(email);
  return (
    <QueryState query={query} label="study materials">
      {(materials) => (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {materials.map((m) => (
            <li key={m._id} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              <img src={m.image} alt={`Material of ${m.title}`} loading="lazy" className="aspect-[16/9] w-full bg-slate-100 object-cover" />
              <div className="flex flex-1 flex-col gap-3 p-4">
                <div className="flex items-start gap-3">
                  <img
                    src={m.cover}
                    alt={`Cover of ${m.title}`}
                    loading="lazy"
                    className="size-12 shrink-0 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
                  />
                  <div className="min-w-0">
                    <h2 className="font-bold text-slate-900">{m.title}</h2>
                    <p className="wrap-anywhere text-sm text-slate-600">{m.tutormail}</p>
                  </div>
                </div>
                <p className="text-sm">
                  <MaterialLink link={m.link} />
                </p>
                <Link
                  to={paths.dashboard.viewMaterial(m.materialId)}
                  aria-label={`View the material of ${m.title}`}
                  className={`${buttonClass('primary', 'sm')} mt-auto w-fit`}
                >
                  View
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
