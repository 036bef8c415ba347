/**
 * All Materials (admin, docs/product.md#screen-all-materials): image, session (its id shortened), tutor e-mail, link and delete,
 * after which the list is fetched again. Each row links to its materialdetails/{id} page.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { shortId } from '@domain/text';
import type { Material } from '@domain/types';
import { Button, buttonClass } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/use-online';
import { useAllMaterials } from '../api/get-all-materials';
import { DeleteMaterialDialog } from './delete-material-dialog';
import { imageColumn, linkColumn } from './material-cells';

export function AllMaterialsTable() {
  const query = useAllMaterials();
  const online = useOnline();
  const [toDelete, setToDelete] = useState<Material | null>(null);

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
    { header: 'Tutor email', cell: (m) => <span className="break-all text-slate-600">{m.tutormail}</span> },
    linkColumn,
    {
      header: 'Action',
      bare: true,
      cell: (m) => (
        <div className="flex flex-wrap items-center gap-2 pt-2 sm:flex-nowrap sm:pt-0">
          <Link to={paths.dashboard.materialDetails(m._id)} aria-label={`Details of the material of ${m.title}`} className={buttonClass('secondary', 'sm')}>
            Details
          </Link>
          <Button variant="danger" size="sm" aria-label={`Delete the material of ${m.title}`} disabled={!online} onClick={() => setToDelete(m)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <QueryState query={query} label="materials">
      {(materials) => (
        <>
          {!online && <p className="mb-3 text-sm text-amber-800">You are offline: deleting a material needs a connection.</p>}
          <DataTable caption="All materials" columns={columns} rows={materials} rowKey={(m) => m._id} />
          <DeleteMaterialDialog material={toDelete} asAdmin onClose={() => setToDelete(null)} />
        </>
      )}
    </QueryState>
  );
}
