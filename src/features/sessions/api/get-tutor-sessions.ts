import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudySession } from '@domain/types';
import { api } from '@/lib/api-client';
import { sessionKeys } from './session-keys';

export const getTutorSessions = (email: string) => api.get(`created-sessions/${encodeURIComponent(email)}`).json<StudySession[]>();

export const tutorSessionsQueryOptions = (email: string) =>
  queryOptions({ queryKey: sessionKeys.byTutor(email), queryFn: () => getTutorSessions(email), enabled: !!email });

export const useTutorSessions = (email: string) => useQuery(tutorSessionsQueryOptions(email));
