import { and, eq, gt, lt } from 'drizzle-orm';
import { newSessionId, SESSION_TTL_SECONDS } from '../../auth/session-token';
import type { SessionUser } from '../../context';
import type { Db } from '../../db/client';
import { authSessions, users } from '../../db/schema';
import { userColumns } from '../users/users.queries';

export async function createAuthSession(db: Db, userId: string): Promise<string> {
  const id = newSessionId();
  await db.insert(authSessions).values({
    id,
    userId,
    expiresAt: new Date(Date.now() + SESSION_TTL_SECONDS * 1000),
  });
  // Housekeeping: expired rows of this user are useless.
  await db.delete(authSessions).where(and(eq(authSessions.userId, userId), lt(authSessions.expiresAt, new Date())));
  return id;
}

export async function deleteAuthSession(db: Db, id: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, id));
}

export async function findSessionUser(db: Db, id: string): Promise<SessionUser | null> {
  const [row] = await db
    .select(userColumns)
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(and(eq(authSessions.id, id), gt(authSessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}
