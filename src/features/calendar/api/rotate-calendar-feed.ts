import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';
import type { CalendarFeed } from '@domain/types';

/** POST /calendar-feed/rotate: a new private URL; the old one answers 404 from now on. */
export const rotateCalendarFeed = () => api.post('calendar-feed/rotate').json<CalendarFeed>();

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarKeys.feed(), feed),
  });
}
