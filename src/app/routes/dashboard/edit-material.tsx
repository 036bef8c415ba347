import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
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
      <PageHeader title="Edit Material" back={{ to: paths.dashboard.myMaterials, label: 'My Materials' }} />
      <EditMaterial id={id} email={user?.email ?? ''} onDone={() => navigate(paths.dashboard.myMaterials)} />
    </div>
  );
}
