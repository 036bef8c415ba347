import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AppNotification } from '@domain/schemas/notifications';
import type { ReadAllResult } from '@domain/types';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** PATCH /notifications/{id} { read: true } */
export const markNotificationRead = (id: string) => api.patch(`notifications/${id}`, { json: { read: true } }).json<AppNotification>();

/** POST /notifications/read-all */
export const markAllNotificationsRead = () => api.post('notifications/read-all').json<ReadAllResult>();

export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}

export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.lists() }),
  });
}
