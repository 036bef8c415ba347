/**
 * Edit material (tutor, edit-material/{id}, docs/product.md#screen-edit-material): the material id, the tutor e-mail, the current
 * image with a download and the current link; a new image and a new link replace them together.
 */
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import type { MaterialUpdate } from '@domain/schemas/material';
import { useTutorMaterial } from '../api/get-tutor-materials';
import { useUpdateMaterial } from '../api/material-mutations';
import { ImageDownload } from './image-download';
import { MaterialForm } from './material-form';
import { MaterialLink } from './material-link';
import { WithMaterial } from './material-not-found';

export function EditMaterial({ id, email, onDone }: { id: string; email: string; onDone: () => void }) {
  const query = useTutorMaterial(id, email);
  const update = useUpdateMaterial();

  async function submit(body: MaterialUpdate) {
    await update.mutateAsync({ id, body });
    // Also when nothing changed (the same file and link): the material has these values now.
    toast.success(MSG.materials.edited);
    onDone();
  }

  return (
    <WithMaterial query={query}>
      {(material) => (
        <MaterialForm
          key={material._id}
          replacing
          initialLink={material.link}
          facts={[
            { label: 'Material id', value: material._id },
            { label: 'Tutor email', value: material.tutormail },
          ]}
          current={
            <div className="grid gap-4 rounded-xl bg-slate-50 p-4 sm:grid-cols-[auto_1fr] sm:items-start">
              <div>
                <p className="mb-1.5 text-sm font-medium text-slate-700">Current image</p>
                <img
                  src={material.image}
                  alt={`Current image of ${material.title}`}
                  className="aspect-[16/9] w-full rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200 sm:w-56"
                />
                <div className="mt-2">
                  <ImageDownload image={material.image} materialId={material._id} />
                </div>
              </div>
              <div className="min-w-0">
                <p className="mb-1.5 text-sm font-medium text-slate-700">Current link</p>
                <p className="text-sm">
                  <MaterialLink link={material.link} full />
                </p>
                <p className="mt-3 text-sm text-slate-500">Session: {material.title}</p>
              </div>
            </div>
          }
          submitLabel="Update"
          onSubmit={submit}
        />
      )}
    </WithMaterial>
  );
}
