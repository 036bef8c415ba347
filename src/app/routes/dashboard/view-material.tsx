import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MaterialView } from '@/features/materials/components/material-view';

/** dashboard/view-material/{id}: one material of a session the student booked. */
export default function ViewMaterialPage() {
  const { id = '' } = useParams();
  return (
    <div className="max-w-5xl">
      <Link to={paths.dashboard.studyMaterials} className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline">
        ← Study Materials
      </Link>
      <h1 className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">Study Material</h1>
      <MaterialView id={id} />
    </div>
  );
}
