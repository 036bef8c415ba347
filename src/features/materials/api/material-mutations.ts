/**
 * Every change to a material (docs/product.md#api). After each, all material queries are fetched again: the
 * tutor's, the students' and the admins' lists (docs/product.md#refetch: refetch after changes).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MaterialBody, MaterialUpdate } from '@domain/schemas/material';
import type { Material, WriteResult } from '@domain/types';
import { api } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/use-refetching-mutation';
import { materialKeys } from './material-keys';

const id$ = (id: string) => encodeURIComponent(id);

/** The original client (docs/product.md#api) also sends `tutormail`; the server takes the tutor from the session instead. */
export const createMaterial = (body: MaterialBody & { tutormail: string }) => api.post('materials', { json: body }).json<Material>();

export const updateMaterial = ({ id, body }: { id: string; body: MaterialUpdate }) =>
  api.patch(`update-material/${id$(id)}`, { json: body }).json<WriteResult>();

/** The tutor deletes their own (`/materials/{id}`); an admin deletes any (`/ad-del-mat/{id}`). */
export const deleteMaterial = ({ id, asAdmin }: { id: string; asAdmin: boolean }) =>
  api.delete(asAdmin ? `ad-del-mat/${id$(id)}` : `materials/${id$(id)}`).json<WriteResult>();

export const useCreateMaterial = () => useRefetchingMutation(createMaterial, materialKeys.all);
export const useUpdateMaterial = () => useRefetchingMutation(updateMaterial, materialKeys.all);

/** Lists are fetched again; a detail of the deleted material is not (it would only answer 404). */
export function useDeleteMaterial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMaterial,
    onSettled: (_result, _error, { id }) => queryClient.invalidateQueries({ queryKey: materialKeys.all, predicate: (query) => !query.queryKey.includes(id) }),
  });
}
