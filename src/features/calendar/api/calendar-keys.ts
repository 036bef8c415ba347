/** Query keys of the calendar feature (docs/architecture.md#conventions-6). */
export const calendarKeys = {
  all: ['calendar'] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};
