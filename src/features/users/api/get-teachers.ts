import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Tutor } from '@domain/types';
import { api, publicContext } from '@/lib/api-client';

export const teacherKeys = {
  /** docs/product.md#api: cached under key teachers. */
  all: ['teachers'] as const,
};

export const getTeachers = () => api.get('teachers', { context: publicContext }).json<Tutor[]>();

export const teachersQueryOptions = () => queryOptions({ queryKey: teacherKeys.all, queryFn: getTeachers });

export const useTeachers = () => useQuery(teachersQueryOptions());
