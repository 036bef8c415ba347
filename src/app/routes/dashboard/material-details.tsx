import { useNavigate, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { MaterialDetails } from '@/features/materials/components/material-details';

/** dashboard/materialdetails/{id}: an admin looks at one material and may delete it. */
export default function MaterialDetailsPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  return (
    <div className="max-w-5xl">
      <PageHeader title="Material Details" back={{ to: paths.dashboard.allMaterials, label: 'All Materials' }} />
      <MaterialDetails id={id} onDeleted={() => navigate(paths.dashboard.allMaterials)} />
    </div>
  );
}
