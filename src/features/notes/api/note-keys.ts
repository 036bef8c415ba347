/** Query keys of the notes feature (docs/architecture.md#conventions-6). The list itself lives in IndexedDB, not in the query cache. */
export const noteKeys = {
  all: ['notes'] as const,
  details: () => [...noteKeys.all, 'detail'] as const,
  detail: (id: string) => [...noteKeys.details(), id] as const,
};
