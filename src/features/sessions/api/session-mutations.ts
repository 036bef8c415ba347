/**
 * Every change to a session (docs/product.md#api). After each, all session queries are fetched again: the
 * tutor's and admin's lists, the public list and the detail pages (docs/product.md#refetch: refetch after changes).
 */
import type { ModifySessionBody, SessionBody } from '@domain/schemas/session';
import type { SessionDeleteResult, StudySession, WriteResult } from '@domain/types';
import { api } from '@/lib/api-client';
import { useRefetchingMutation } from '@/lib/use-refetching-mutation';
import { sessionKeys } from './session-keys';

const id$ = (id: string) => encodeURIComponent(id);

export const createSession = (body: SessionBody) => api.post('sessions', { json: body }).json<StudySession>();

/** The tutor edits their own session; an admin customises any (`updsessad`). */
export const updateSession = ({ id, body, asAdmin }: { id: string; body: SessionBody; asAdmin: boolean }) =>
  api.patch(`${asAdmin ? 'updsessad' : 'update-session'}/${id$(id)}`, { json: body }).json<WriteResult>();

export const deleteSession = ({ id, asAdmin }: { id: string; asAdmin: boolean }) =>
  api.delete(asAdmin ? `sessions/${id$(id)}` : `delete-session/${id$(id)}`).json<SessionDeleteResult>();

export const requestAgain = (id: string) => api.patch(`rereq-session/${id$(id)}`).json<WriteResult>();

export const modifySession = ({ id, body }: { id: string; body: ModifySessionBody }) =>
  api.patch(`modify-session/${id$(id)}`, { json: body }).json<WriteResult>();

export const useCreateSession = () => useRefetchingMutation(createSession, sessionKeys.all);
export const useUpdateSession = () => useRefetchingMutation(updateSession, sessionKeys.all);
export const useDeleteSession = () => useRefetchingMutation(deleteSession, sessionKeys.all);
export const useRequestAgain = () => useRefetchingMutation(requestAgain, sessionKeys.all);
export const useModifySession = () => useRefetchingMutation(modifySession, sessionKeys.all);
