/** A session's roster (GET /sessions/{id}/roster, issue 15), for its tutor or an admin. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Roster } from '@domain/types';
import { api } from '@/lib/api-client';

export const rosterKeys = { detail: (id: string) => ['roster', id] as const };

export const getRoster = (id: string) => api.get(`sessions/${encodeURIComponent(id)}/roster`).json<Roster>();

export const rosterQueryOptions = (id: string) => queryOptions({ queryKey: rosterKeys.detail(id), queryFn: () => getRoster(id), enabled: !!id, staleTime: 0 });

export const useRoster = (id: string) => useQuery(rosterQueryOptions(id));

/** The CSV's address: a plain same-origin link, so the browser downloads it with the login cookie. */
export const rosterCsvUrl = (id: string) => `/api/sessions/${encodeURIComponent(id)}/roster.csv`;
