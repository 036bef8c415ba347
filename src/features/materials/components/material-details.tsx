/**
 * The admin's materialdetails/{id} (empty in the old system): the material with its session's title
 * and id and its tutor, and a delete action that returns to All Materials.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { MSG } from '@domain/messages';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useOnline } from '@/lib/use-online';
import { useAdminMaterial } from '../api/get-all-materials';
import { DeleteMaterialDialog } from './delete-material-dialog';
import { WithMaterial } from './material-not-found';
import { MaterialSummary } from './material-summary';

export function MaterialDetails({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const query = useAdminMaterial(id);
  const online = useOnline();
  const [confirming, setConfirming] = useState(false);

  return (
    <WithMaterial query={query}>
      {(material) => (
        <>
          <MaterialSummary
            material={material}
            facts={[
              {
                label: 'Session title',
                value: (
                  <Link to={paths.session(material.sessionId)} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900">
                    {material.title}
                  </Link>
                ),
              },
              { label: 'Session id', value: <span className="font-mono">{material.sessionId}</span> },
              { label: 'Tutor email', value: material.tutormail },
              { label: 'Material id', value: <span className="font-mono">{material._id}</span> },
            ]}
            actions={
              <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 pt-4">
                <Button variant="danger" disabled={!online} onClick={() => setConfirming(true)}>
                  Delete material
                </Button>
                {!online && <p className="text-sm text-slate-500">{MSG.materials.deleteOffline}</p>}
              </div>
            }
          />
          <DeleteMaterialDialog material={confirming ? material : null} asAdmin onClose={() => setConfirming(false)} onDeleted={onDeleted} />
        </>
      )}
    </WithMaterial>
  );
}
