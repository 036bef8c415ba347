/**
 * The table of My Materials and All Materials: the caller's columns, then an action column with a
 * link to the material's page and Delete; offline, Delete is disabled and a line says why.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MSG } from '@domain/messages';
import type { Material } from '@domain/types';
import { Button, buttonClass } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { useOnline } from '@/lib/use-online';
import { DeleteMaterialDialog } from './delete-material-dialog';

interface MaterialsTableProps {
  query: UseQueryResult<Material[]>;
  caption: string;
  columns: Column<Material>[];
  /** The action column's header. */
  actionsHeader: string;
  /** The link before Delete: its text, where it goes, and its accessible name. */
  open: { label: string; to: (m: Material) => string; name: (m: Material) => string };
  asAdmin: boolean;
}

export function MaterialsTable({ query, caption, columns, actionsHeader, open, asAdmin }: MaterialsTableProps) {
  const online = useOnline();
  const [toDelete, setToDelete] = useState<Material | null>(null);

  const actions: Column<Material> = {
    header: actionsHeader,
    bare: true,
    cell: (m) => (
      <div className="flex flex-wrap items-center gap-2 pt-2 sm:flex-nowrap sm:pt-0">
        <Link to={open.to(m)} aria-label={open.name(m)} className={buttonClass('secondary', 'sm')}>
          {open.label}
        </Link>
        <Button variant="danger" size="sm" aria-label={`Delete the material of ${m.title}`} disabled={!online} onClick={() => setToDelete(m)}>
          Delete
        </Button>
      </div>
    ),
  };

  return (
    <QueryState query={query} label="materials">
      {(materials) => (
        <>
          {!online && <p className="mb-3 text-sm text-amber-800">{MSG.materials.tableOffline}</p>}
          <DataTable caption={caption} columns={[...columns, actions]} rows={materials} rowKey={(m) => m._id} />
          <DeleteMaterialDialog material={toDelete} asAdmin={asAdmin} onClose={() => setToDelete(null)} />
        </>
      )}
    </QueryState>
  );
}
