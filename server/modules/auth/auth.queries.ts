import { and, eq, lt, sql } from 'drizzle-orm';
import { newLoginId } from '../../auth/login-token';
import type { LoginUser } from '../../context';
import type { Db } from '../../db/client';
import { authSessions, users } from '../../db/schema';
import { userColumns } from '../users/users.queries';

export async function createAuthSession(
  db: Db,
  userId: string,
  options: { firebaseUid?: string; authTime?: number; idleSeconds?: number; now?: number } = {},
): Promise<string> {
  const id = newLoginId();
  const now = options.now ?? Date.now();
  await db.insert(authSessions).values({
    id,
    userId,
    firebaseUid: options.firebaseUid ?? null,
    authTime: options.authTime === undefined ? null : new Date(options.authTime),
    createdAt: new Date(now),
    checkedAt: new Date(now),
    expiresAt: new Date(now + (options.idleSeconds ?? DEFAULT_LOGIN_IDLE_SECONDS) * 1000),
  });
  // Housekeeping: expired rows of this user are useless.
  await db.delete(authSessions).where(and(eq(authSessions.userId, userId), lt(authSessions.expiresAt, new Date(now))));
  return id;
}

/** SESSION_IDLE_DAYS's default: a session nobody uses for 30 days ends. */
export const DEFAULT_LOGIN_IDLE_SECONDS = 30 * 24 * 60 * 60;

export async function deleteAuthSession(db: Db, id: string): Promise<void> {
  await db.delete(authSessions).where(eq(authSessions.id, id));
}

/** Slides the idle expiry and/or records a good account check. */
export async function touchAuthSession(db: Db, id: string, changes: { expiresAt?: Date; checkedAt?: Date }): Promise<void> {
  await db.update(authSessions).set(changes).where(eq(authSessions.id, id));
}

export interface LoginRow {
  user: LoginUser;
  createdAt: Date;
  expiresAt: Date;
  checkedAt: Date;
  firebaseUid: string | null;
  authTime: Date | null;
}

function prepareLoginUser(db: Db) {
  return db
    .select({
      ...userColumns,
      createdAt: authSessions.createdAt,
      expiresAt: authSessions.expiresAt,
      checkedAt: authSessions.checkedAt,
      authTime: authSessions.authTime,
      // Sessions made before the uid was recorded fall back to the user's.
      firebaseUid: sql<string | null>`coalesce(${authSessions.firebaseUid}, ${users.firebaseUid})`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(authSessions.id, sql.placeholder('id')))
    .limit(1)
    .prepare('login_user');
}
const loginUsers = new WeakMap<Db, ReturnType<typeof prepareLoginUser>>();

/** Runs on every authenticated request, so it is a prepared statement built once per database. */
export async function findLoginUser(db: Db, id: string): Promise<LoginRow | null> {
  let query = loginUsers.get(db);
  if (!query) loginUsers.set(db, (query = prepareLoginUser(db)));
  const [row] = await query.execute({ id });
  if (!row) return null;
  const { createdAt, expiresAt, checkedAt, firebaseUid, authTime, ...user } = row;
  const date = (d: Date | string) => new Date(d);
  return { user, createdAt: date(createdAt), expiresAt: date(expiresAt), checkedAt: date(checkedAt), firebaseUid, authTime: authTime ? date(authTime) : null };
}
