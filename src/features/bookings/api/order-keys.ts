/** Query keys of the bookings feature (docs/architecture.md#conventions-6). */
export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  forSession: (email: string, sessionId: string) => [...orderKeys.lists(), email, sessionId] as const,
  booked: (email: string) => [...orderKeys.all, 'booked', email] as const,
};
