import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationSettings } from '@domain/schemas/notifications';
import type { PushSubscribeResult } from '@domain/types';
import { api } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

export type ChannelSwitches = Pick<NotificationSettings, 'inApp' | 'email' | 'push'>;

/** GET /notification-settings */
export const getNotificationSettings = () => api.get('notification-settings').json<NotificationSettings>();

/** PUT /notification-settings */
export const putNotificationSettings = (s: ChannelSwitches) => api.put('notification-settings', { json: s }).json<NotificationSettings>();

/** POST /push-subscriptions: this browser's subscription, for the signed-in user. */
export const savePushSubscription = (subscription: PushSubscriptionJSON) => api.post('push-subscriptions', { json: subscription }).json<PushSubscribeResult>();

export const notificationSettingsQueryOptions = () => queryOptions({ queryKey: notificationKeys.settings(), queryFn: getNotificationSettings });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putNotificationSettings,
    onSuccess: (saved) => queryClient.setQueryData(notificationKeys.settings(), saved),
  });
}
