/**
 * The upload material form (tutor, upload-material/{id}, docs/product.md#screen-upload-material): the session's title and id and the
 * tutor e-mail, then the image and the link. Upload sends the image to our image service, then
 * `POST /materials`, and shows 'Materials Uploaded Successfully.'.
 */
import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import type { MaterialUpdate } from '@domain/schemas/material';
import { useCreateMaterial } from '../api/material-mutations';
import { MaterialForm } from './material-form';

export function UploadMaterialForm({ session, tutorEmail, onDone }: { session: { _id: string; title: string }; tutorEmail: string; onDone: () => void }) {
  const create = useCreateMaterial();

  async function submit(body: MaterialUpdate) {
    await create.mutateAsync({ ...body, sessionId: session._id, tutormail: tutorEmail });
    toast.success(MSG.materials.uploaded);
    onDone();
  }

  return (
    <MaterialForm
      facts={[
        { label: 'Session title', value: session.title },
        { label: 'Session id', value: session._id },
        { label: 'Tutor email', value: tutorEmail },
      ]}
      submitLabel="Upload"
      onSubmit={submit}
    />
  );
}
