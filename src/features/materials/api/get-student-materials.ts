/**
 * The student's reads: Study Materials and one material. Plain GETs of `/api/booked-materials/{email}`
 * and `/api/stu-mat/{id}`, which the service worker's user-read rule caches (sw/sw.ts). Always
 * revalidated on mount (staleTime 0): a tutor or an admin may have removed a material since, and the
 * cached copy still shows at once while the fresh one loads.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Material } from '@domain/types';
import { api } from '@/lib/api-client';
import { materialKeys } from './material-keys';

export const getBookedMaterials = (email: string) => api.get(`booked-materials/${encodeURIComponent(email)}`).json<Material[]>();

export const bookedMaterialsQueryOptions = (email: string) =>
  queryOptions({ queryKey: materialKeys.booked(email), queryFn: () => getBookedMaterials(email), enabled: !!email, staleTime: 0 });

export const useBookedMaterials = (email: string) => useQuery(bookedMaterialsQueryOptions(email));

export const getStudentMaterial = (id: string) => api.get(`stu-mat/${encodeURIComponent(id)}`).json<Material>();

export const studentMaterialQueryOptions = (id: string) =>
  queryOptions({ queryKey: materialKeys.studentDetail(id), queryFn: () => getStudentMaterial(id), staleTime: 0 });

export const useStudentMaterial = (id: string) => useQuery(studentMaterialQueryOptions(id));
