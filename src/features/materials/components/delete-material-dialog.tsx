import { toast } from 'sonner';
import { MSG } from '@domain/messages';
import type { Material } from '@domain/types';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDeleteMaterial } from '../api/material-mutations';

/** Asks, then deletes the material (the tutor's own, or any as an admin) and refetches the lists. */
export function DeleteMaterialDialog({
  material,
  asAdmin,
  onClose,
  onDeleted,
}: {
  material: Material | null;
  asAdmin: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteMaterial();
  async function confirm() {
    if (!material) return;
    try {
      await remove.mutateAsync({ id: material._id, asAdmin });
      toast.success(MSG.materials.deleted);
      onClose();
      onDeleted?.();
    } catch (error) {
      toast.error(await errorMessage(error));
    }
  }
  return (
    <ConfirmDialog
      open={!!material}
      title={MSG.materials.deleteTitle}
      text={MSG.materials.deleteText(material?.title ?? '')}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
