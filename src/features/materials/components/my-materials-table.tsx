/**
 * My Materials (docs/product.md#screen-my-materials): the tutor's materials with the session cover, the image, the title, the
 * tutor and the link cut to 25 characters; one Edit link (the old page had two identical ones) and
 * Delete, after which the list is fetched again.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Material } from '@domain/types';
import { Button, buttonClass } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/use-online';
import { useTutorMaterials } from '../api/get-tutor-materials';
import { DeleteMaterialDialog } from './delete-material-dialog';
import { coverColumn, imageColumn, linkColumn, titleColumn, tutorColumn } from './material-cells';

export function MyMaterialsTable({ email }: { email: string }) {
  const query = useTutorMaterials(email);
  const online = useOnline();
  const [toDelete, setToDelete] = useState<Material | null>(null);

  const columns: Column<Material>[] = [
    coverColumn,
    imageColumn,
    titleColumn,
    tutorColumn,
    linkColumn,
    {
      header: 'Actions',
      bare: true,
      cell: (m) => (
        <div className="flex flex-wrap items-center gap-2 pt-2 sm:flex-nowrap sm:pt-0">
          <Link to={paths.dashboard.editMaterial(m._id)} aria-label={`Edit the material of ${m.title}`} className={buttonClass('secondary', 'sm')}>
            Edit
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
          <DataTable caption="My materials" columns={columns} rows={materials} rowKey={(m) => m._id} />
          <DeleteMaterialDialog material={toDelete} asAdmin={false} onClose={() => setToDelete(null)} />
        </>
      )}
    </QueryState>
  );
}
