/** The student's single material (view-material/{id}, docs/product.md#screen-study-materials): id, tutor e-mail, image with download, link. */
import { isNotFound } from '@/lib/api-client';
import { useStudentMaterial } from '../api/get-student-materials';
import { MaterialPending } from './material-not-found';
import { MaterialSummary } from './material-summary';

export function MaterialView({ id }: { id: string }) {
  const query = useStudentMaterial(id);
  const material = query.data;
  if (!material || isNotFound(query.error)) return <MaterialPending query={query} />;
  return (
    <MaterialSummary
      material={material}
      facts={[
        { label: 'Session', value: material.title },
        { label: 'Material id', value: <span className="font-mono">{material.materialId}</span> },
        { label: 'Tutor email', value: material.tutormail },
      ]}
    />
  );
}
