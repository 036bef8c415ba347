import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudySession } from '@domain/types';
import { api } from '@/lib/api-client';
import { sessionKeys } from './session-keys';

export const getAllSessions = () => api.get('allsessions').json<StudySession[]>();

// Admin data is never kept for offline use (docs/architecture.md#offline-reads): no persisted copy outlives the page.
export const allSessionsQueryOptions = () => queryOptions({ queryKey: sessionKeys.admin(), queryFn: getAllSessions, gcTime: 0 });

export const useAllSessions = () => useQuery(allSessionsQueryOptions());
