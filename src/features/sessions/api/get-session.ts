import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StudySession } from '@domain/types';
import { api } from '@/lib/api-client';
import { readEarly, takeEarlyRead } from './early-read';
import { sessionKeys } from './session-keys';

const sessionPath = (id: string) => `sessions/${encodeURIComponent(id)}`;

export const getSession = async (id: string) => (await takeEarlyRead<StudySession>(sessionPath(id))) ?? api.get(sessionPath(id)).json<StudySession>();

/** At start-up on /sessions/{id}: the session, and its cover (the page's largest paint), early. */
export function readSessionEarly(id: string): Promise<StudySession | undefined> | undefined {
  return readEarly<StudySession>(sessionPath(id), (session) => {
    const cover = new Image();
    cover.fetchPriority = 'high';
    cover.src = session.cover;
  });
}

export const sessionQueryOptions = (id: string) => queryOptions({ queryKey: sessionKeys.detail(id), queryFn: () => getSession(id) });

export const useSession = (id: string) => useQuery(sessionQueryOptions(id));
