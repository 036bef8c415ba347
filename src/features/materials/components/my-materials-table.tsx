/**
 * My Materials (docs/product.md#screen-my-materials): the tutor's materials with the session cover, the image, the title, the
 * tutor and the link cut to 25 characters; one Edit link (the old page had two identical ones) and
 * Delete, after which the list is fetched again.
 */
import type { Material } from '@domain/types';
import { paths } from '@/config/paths';
import { useTutorMaterials } from '../api/get-tutor-materials';
import { coverColumn, imageColumn, linkColumn, titleColumn, tutorColumn } from './material-cells';
import { MaterialsTable } from './materials-table';

const columns = [coverColumn, imageColumn, titleColumn, tutorColumn, linkColumn];
const edit = { label: 'Edit', to: (m: Material) => paths.dashboard.editMaterial(m._id), name: (m: Material) => `Edit the material of ${m.title}` };

export function MyMaterialsTable({ email }: { email: string }) {
  const query = useTutorMaterials(email);
  return <MaterialsTable query={query} caption="My materials" columns={columns} actionsHeader="Actions" open={edit} asAdmin={false} />;
}
