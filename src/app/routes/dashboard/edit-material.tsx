import { Link, useNavigate, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/auth-context';
import { EditMaterial } from '@/features/materials/components/edit-material';

/** dashboard/edit-material/{id}: the tutor replaces the image and link of one of their materials. */
export default function EditMaterialPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const navigate = useNavigate();
  return (
    <div className="max-w-3xl">
      <Link to={paths.dashboard.myMaterials} className="mb-3 inline-block text-sm font-medium text-brand-700 hover:underline">
        ← My Materials
      </Link>
      <h1 className="mb-6 text-2xl font-extrabold text-slate-900 sm:text-3xl">Edit Material</h1>
      <EditMaterial id={id} email={user?.email ?? ''} onDone={() => navigate(paths.dashboard.myMaterials)} />
    </div>
  );
}
