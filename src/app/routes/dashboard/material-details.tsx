import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { MaterialDetails } from '@/features/materials/components/material-details';

/** dashboard/materialdetails/{id}: an admin looks at one material and may delete it. */
export default function MaterialDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <div className="max-w-5xl">
      <Link to={paths.dashboard.allMaterials} className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline">
        ← All Materials
      </Link>
      <h1 className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">Material Details</h1>
      <MaterialDetails id={id} onDeleted={() => navigate(paths.dashboard.allMaterials)} />
    </div>
  );
}
