/** GET /video-room (issue 22): a new Jitsi Meet room URL on the server's JITSI_BASE_URL. */
import { useMutation } from '@tanstack/react-query';
import type { VideoRoom } from '@domain/types';
import { api } from '@/lib/api-client';

export const createVideoRoom = () => api.get('video-room').json<VideoRoom>();

/** A mutation, not a query: each press makes a new room, and none is cached or persisted. */
export const useCreateVideoRoom = () => useMutation({ mutationFn: createVideoRoom });
