/**
 * Who may read a tutor's own lists (`/mymaterials/{email}`, `/created-sessions/{email}`,
 * `/teach-material`, `/teach-sessions`): the tutor themselves, or an admin when only reading
 * (docs/architecture.md#access). Anyone else, a student reading their own email included, gets 403.
 */
import type { Context } from 'hono';
import { can } from '../../../domain/capabilities';
import type { AppEnv } from '../../context';
import type { Db } from '../../db/client';
import { forbidden } from '../../errors';
import { assertSelfOrAdminRead } from '../../middleware/auth';
import { findUserByEmail } from './users.queries';

/** What the tutor's list holds: the capabilities that manage it are `<area>:manage-own` / `-any`. */
export type TutorArea = 'material' | 'session';

export function assertTutorSelfOrAdminRead(c: Context<AppEnv>, email: string, area: TutorArea): void {
  assertSelfOrAdminRead(c, email);
  const { role } = c.var.user;
  if (!can(role, `${area}:manage-own`) && !can(role, `${area}:manage-any`)) throw forbidden();
}

/** The tutor named by `email` once the caller may read their list; null when no such user exists. */
export async function tutorForRead(c: Context<AppEnv>, db: Db, email: string, area: TutorArea) {
  assertTutorSelfOrAdminRead(c, email, area);
  return email === c.var.user.email ? c.var.user : await findUserByEmail(db, email);
}
