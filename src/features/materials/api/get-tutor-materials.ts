/** The tutor's reads: My Materials (`GET /mymaterials/{email}`) and one material to edit (`GET /teach-material`). */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Material } from '@domain/types';
import { api } from '@/lib/api-client';
import { materialKeys } from './material-keys';

export const getTutorMaterials = (email: string) => api.get(`mymaterials/${encodeURIComponent(email)}`).json<Material[]>();

export const tutorMaterialsQueryOptions = (email: string) =>
  queryOptions({ queryKey: materialKeys.byTutor(email), queryFn: () => getTutorMaterials(email), enabled: !!email, staleTime: 0 });

export const useTutorMaterials = (email: string) => useQuery(tutorMaterialsQueryOptions(email));

/** The original API's `sessId` parameter (docs/product.md#api) carries the material's id here (see the server route). */
export const getTutorMaterial = (id: string, email: string) => api.get('teach-material', { searchParams: { sessId: id, email } }).json<Material>();

export const tutorMaterialQueryOptions = (id: string, email: string) =>
  queryOptions({ queryKey: materialKeys.tutorDetail(id, email), queryFn: () => getTutorMaterial(id, email), enabled: !!email, staleTime: 0 });

export const useTutorMaterial = (id: string, email: string) => useQuery(tutorMaterialQueryOptions(id, email));
