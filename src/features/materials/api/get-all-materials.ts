/** The admins' reads: All Materials (`GET /allmaterials`) and materialdetails/{id} (`GET /ad-mat/{id}`). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Material } from '@domain/types';
import { api } from '@/lib/api-client';
import { materialKeys } from './material-keys';

export const getAllMaterials = () => api.get('allmaterials').json<Material[]>();
export const getAdminMaterial = (id: string) => api.get(`ad-mat/${encodeURIComponent(id)}`).json<Material>();

// Admin data is never kept for offline use (docs/architecture.md#offline-reads): no persisted copy outlives the page.
export const allMaterialsQueryOptions = () => queryOptions({ queryKey: materialKeys.admin(), queryFn: getAllMaterials, gcTime: 0 });
export const adminMaterialQueryOptions = (id: string) =>
  queryOptions({ queryKey: materialKeys.adminDetail(id), queryFn: () => getAdminMaterial(id), gcTime: 0 });

export const useAllMaterials = () => useQuery(allMaterialsQueryOptions());
export const useAdminMaterial = (id: string) => useQuery(adminMaterialQueryOptions(id));
