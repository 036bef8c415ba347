/** Query keys of the reviews feature (docs/architecture.md#conventions-6). */
export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  bySession: (sessionId: string) => [...reviewKeys.lists(), sessionId] as const,
};
