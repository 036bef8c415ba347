/** Query keys of the notifications feature (docs/architecture.md#conventions-6). */
export const notificationKeys = {
  all: ['notifications'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  /** One page of the list; the newest page has no cursor. */
  list: (cursor: string | null) => [...notificationKeys.lists(), cursor] as const,
  settings: () => [...notificationKeys.all, 'settings'] as const,
};
