/** Query keys of the sessions feature (docs/architecture.md#conventions-6). The public list is exactly ['sessions'] (docs/product.md#api). */
export const sessionKeys = {
  all: ['sessions'] as const,
  publicList: () => sessionKeys.all,
  details: () => [...sessionKeys.all, 'detail'] as const,
  detail: (id: string) => [...sessionKeys.details(), id] as const,
  byTutor: (email: string) => [...sessionKeys.all, 'tutor', email] as const,
  admin: () => [...sessionKeys.all, 'admin'] as const,
};
