/**
 * All Materials (admin, docs/product.md#screen-all-materials): image, session (its id shortened), tutor e-mail, link and delete,
 * after which the list is fetched again. Each row links to its materialdetails/{id} page.
 */
import { shortId } from '@domain/text';
import type { Material } from '@domain/types';
import type { Column } from '@/components/ui/data-table';
import { paths } from '@/config/paths';
import { useAllMaterials } from '../api/get-all-materials';
import { imageColumn, linkColumn } from './material-cells';
import { MaterialsTable } from './materials-table';

const columns: Column<Material>[] = [
  imageColumn,
  {
    header: 'Session',
    cell: (m) => (
      <div className="min-w-0">
        <span title={m.sessionId} className="font-mono text-xs text-slate-700">
          {shortId(m.sessionId)}
        </span>
        <p className="text-xs text-slate-500 sm:max-w-48 sm:truncate" title={m.title}>
          {m.title}
        </p>
      </div>
    ),
  },
  { header: 'Tutor email', cell: (m) => <span className="wrap-anywhere text-slate-600">{m.tutormail}</span> },
  linkColumn,
];

const details = {
  label: 'Details',
  to: (m: Material) => paths.dashboard.materialDetails(m._id),
  name: (m: Material) => `Details of the material of ${m.title}`,
};

export function AllMaterialsTable() {
  const query = useAllMaterials();
  return <MaterialsTable query={query} caption="All materials" columns={columns} actionsHeader="Action" open={details} asAdmin />;
}
