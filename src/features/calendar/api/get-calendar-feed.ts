import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '@domain/types';
import { api } from '@/lib/api-client';
import { calendarKeys } from './calendar-keys';

/** GET /calendar-feed: the caller's private feed URL, made on the first call. */
export const getCalendarFeed = () => api.get('calendar-feed').json<CalendarFeed>();

export const calendarFeedQueryOptions = () =>
  queryOptions({
    queryKey: calendarKeys.feed(),
    queryFn: getCalendarFeed,
    // It changes only when reset, which this device then knows at once; another device's reset
    // shows on the next visit after five minutes.
    staleTime: 5 * 60_000,
    // The URL is a credential: keep it out of localStorage (docs/decisions/007). With no copy to fall
    // back on, an offline device waits for the network instead of trying.
    meta: { persist: false },
    networkMode: 'online',
  });

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions());
