import { useParams } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { MaterialView } from '@/features/materials/components/material-view';

/** dashboard/view-material/{id}: one material of a session the student booked. */
export default function ViewMaterialPage() {
  const { id = '' } = useParams();
  return (
    <div className="max-w-5xl">
      <PageHeader title="Study Material" back={{ to: paths.dashboard.studyMaterials, label: 'Study Materials' }} />
      <MaterialView id={id} />
    </div>
  );
}
