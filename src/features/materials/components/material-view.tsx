/** The student's single material (view-material/{id}, docs/product.md#screen-study-materials): id, tutor e-mail, image with download, link. */
import type { Material } from '@domain/types';
import { useStudentMaterial } from '../api/get-student-materials';
import { WithMaterial } from './material-not-found';
import { MaterialSummary } from './material-summary';

const facts = (material: Material) => [
  { label: 'Session', value: material.title },
  { label: 'Material id', value: <span className="font-mono">{material.materialId}</span> },
  { label: 'Tutor email', value: material.tutormail },
];

export function MaterialView({ id }: { id: string }) {
  const query = useStudentMaterial(id);
  return <WithMaterial query={query}>{(material) => <MaterialSummary material={material} facts={facts(material)} />}</WithMaterial>;
}
