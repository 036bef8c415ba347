/** Query keys of the reviews feature (CONVENTIONS §6). */
export const reviewKeys = {
  all: ['reviews'] as const,
  lists: () => [...reviewKeys.all, 'list'] as const,
  bySession: (sessionId: string) => [...reviewKeys.lists(), sessionId] as const,
};
