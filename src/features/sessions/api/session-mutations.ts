/**
 * Every change to a session (docs/product.md#api). After each, all session queries are fetched again: the
 * tutor's and admin's lists, the public list and the detail pages (docs/product.md#refetch: refetch after changes).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModifySessionBody, SessionBody } from '@domain/schemas/session';
import type { StudySession } from '@domain/types';
import { api } from '@/lib/api-client';
import { sessionKeys } from './session-keys';

export interface WriteResult {
  acknowledged: boolean;
  modifiedCount?: number;
  deletedCount?: number;
}

const id$ = (id: string) => encodeURIComponent(id);

export const createSession = (body: SessionBody) => api.post('sessions', { json: body }).json<StudySession>();

/** The tutor edits their own session; an admin customises any (`updsessad`). */
export const updateSession = ({ id, body, asAdmin }: { id: string; body: SessionBody; asAdmin: boolean }) =>
  api.patch(`${asAdmin ? 'updsessad' : 'update-session'}/${id$(id)}`, { json: body }).json<WriteResult>();

export const deleteSession = ({ id, asAdmin }: { id: string; asAdmin: boolean }) =>
  api.delete(asAdmin ? `sessions/${id$(id)}` : `delete-session/${id$(id)}`).json<WriteResult>();

export const requestAgain = (id: string) => api.patch(`rereq-session/${id$(id)}`).json<WriteResult>();

export const modifySession = ({ id, body }: { id: string; body: ModifySessionBody }) =>
  api.patch(`modify-session/${id$(id)}`, { json: body }).json<WriteResult>();

function useSessionMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}

export const useCreateSession = () => useSessionMutation(createSession);
export const useUpdateSession = () => useSessionMutation(updateSession);
export const useDeleteSession = () => useSessionMutation(deleteSession);
export const useRequestAgain = () => useSessionMutation(requestAgain);
export const useModifySession = () => useSessionMutation(modifySession);
