/**
 * Who may see a session (issue 3): anyone signed in when it is Accepted; otherwise only its tutor and
 * the admins. Everyone else is told it does not exist (404, never 403: a 403 logs the client out).
 */
import { can } from '../../../domain/capabilities';
import type { LoginUser } from '../../context';
import { notFound } from '../../errors';
import { findSession, type SessionRow } from './sessions.queries';
import type { Db } from '../../db/client';
import { idOr404 } from '../../validate';
import { MSG } from '../../../domain/messages';

/** An id that is not a UUID names no session: 404, like an unknown one. */
export const sessionIdOr404 = (id: string | undefined): string => idOr404(id, MSG.sessions.noSuchSession);

export function canSeeSession(user: LoginUser, row: Pick<SessionRow, 'status' | 'tutorId'>): boolean {
  return row.status === 'Accepted' || row.tutorId === user.id || can(user.role, 'session:manage-any');
}

/** The session if this user may see it; 404 otherwise. */
export async function visibleSessionOr404(db: Db, user: LoginUser, id: string | undefined): Promise<SessionRow> {
  const row = await findSession(db, sessionIdOr404(id));
  if (!row || !canSeeSession(user, row)) throw notFound(MSG.sessions.noSuchSession);
  return row;
}
