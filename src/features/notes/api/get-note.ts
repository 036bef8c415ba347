/**
 * GET /note/{id} (docs/product.md#api): for a link to a note this device does not hold yet (written on another
 * device and not pulled so far). The device's copy always comes first.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Note } from '@domain/types';
import { api } from '@/lib/api-client';
import { noteKeys } from './note-keys';

export const getNote = (id: string) => api.get(`note/${encodeURIComponent(id)}`).json<Note>();

export const noteQueryOptions = (id: string) => queryOptions({ queryKey: noteKeys.detail(id), queryFn: () => getNote(id), staleTime: 0 });

export const useServerNote = (id: string, enabled: boolean) => useQuery({ ...noteQueryOptions(id), enabled });
