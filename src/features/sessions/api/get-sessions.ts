import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudySession } from '@domain/types';
import { api, publicContext } from '@/lib/api-client';
import { sessionKeys } from './session-keys';

export const getSessions = () => api.get('sessions', { context: publicContext }).json<StudySession[]>();

/** Not persisted to localStorage (it can be large); the service worker keeps it for offline use. */
export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionKeys.publicList(), queryFn: getSessions, meta: { persist: false } });

export const useSessions = () => useQuery(sessionsQueryOptions());
