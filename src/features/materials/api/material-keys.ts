/** Query keys of the materials feature (docs/architecture.md#conventions-6); every material change invalidates `all`. */
export const materialKeys = {
  all: ['materials'] as const,
  byTutor: (email: string) => [...materialKeys.all, 'tutor', email] as const,
  tutorDetail: (id: string, email: string) => [...materialKeys.all, 'tutor-detail', id, email] as const,
  booked: (email: string) => [...materialKeys.all, 'booked', email] as const,
  studentDetail: (id: string) => [...materialKeys.all, 'student-detail', id] as const,
  admin: () => [...materialKeys.all, 'admin'] as const,
  adminDetail: (id: string) => [...materialKeys.admin(), id] as const,
};
