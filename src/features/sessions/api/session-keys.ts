/** Query keys of the sessions feature (CONVENTIONS §6). The public list is exactly ['sessions'] (spec §7). */
export const sessionKeys = {
  all: ['sessions'] as const,
  publicList: () => sessionKeys.all,
  details: () => [...sessionKeys.all, 'detail'] as const,
  detail: (id: string) => [...sessionKeys.details(), id] as const,
  byTutor: (email: string) => [...sessionKeys.all, 'tutor', email] as const,
  admin: () => [...sessionKeys.all, 'admin'] as const,
};
