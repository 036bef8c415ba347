/**
 * Who may read a class roster (issue 15): the session's tutor or an admin. Anyone else is told the
 * session does not exist (404, as every owner check answers: docs/architecture.md#access).
 */
import { can } from '../../../domain/capabilities';
import type { LoginUser } from '../../context';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { sessionIdOr404 } from '../sessions/sessions.access';
import { findSession, type SessionRow } from '../sessions/sessions.queries';
import { MSG } from '../../../domain/messages';

export async function rosterSessionOr404(db: Db, user: LoginUser, id: string | undefined): Promise<SessionRow> {
  const session = await findSession(db, sessionIdOr404(id));
  const mayRead = session && ((session.tutorId === user.id && can(user.role, 'session:manage-own')) || can(user.role, 'session:manage-any'));
  if (!mayRead) throw notFound(MSG.sessions.noSuchSession);
  return session;
}
