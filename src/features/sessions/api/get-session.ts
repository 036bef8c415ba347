import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudySession } from '@domain/types';
import { api } from '@/lib/api-client';
import { sessionKeys } from './session-keys';

export const getSession = (id: string) => api.get(`sessions/${encodeURIComponent(id)}`).json<StudySession>();

export const sessionQueryOptions = (id: string) => queryOptions({ queryKey: sessionKeys.detail(id), queryFn: () => getSession(id) });

export const useSession = (id: string) => useQuery(sessionQueryOptions(id));
