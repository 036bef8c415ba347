import { asc, eq, sql } from 'drizzle-orm';
import { stripUnsafeChars } from '../../../domain/safe-text';
import type { Tutor, User } from '../../../domain/types';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { publicSessionsChanged } from '../sessions/public-sessions-cache';

/** The user columns every user answer is made of (also the session user of server/middleware/auth). */
export const userColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  image: users.image,
  role: users.role,
  status: users.status,
};

export type UserRow = { id: string; email: string; name: string; image: string; role: User['role']; status: User['status'] };

export function toUser(row: UserRow): User {
  return { _id: row.id, name: row.name, email: row.email, image: row.image, role: row.role, status: row.status };
}

/**
 * Creates the user as a Student, or refreshes name, photo and Firebase uid of an existing one.
 * Role and status are never touched here. Empty names and photos never overwrite known ones, because
 * the first call after sign-up can race the profile update. The name and photo may come from the
 * identity provider unchecked, so characters the database refuses are dropped rather than failing.
 */
export async function upsertUser(db: Db, input: { email: string; name?: string | null; image?: string | null; firebaseUid: string }): Promise<UserRow> {
  const name = stripUnsafeChars(input.name ?? '').trim();
  const image = stripUnsafeChars(input.image ?? '').trim();
  const [row] = await db
    .insert(users)
    .values({ email: input.email, name, image, firebaseUid: input.firebaseUid })
    .onConflictDoUpdate({
      target: users.email,
      set: {
        name: sql`coalesce(nullif(excluded.name, ''), ${users.name})`,
        image: sql`coalesce(nullif(excluded.image, ''), ${users.image})`,
        firebaseUid: sql`excluded.firebase_uid`,
        updatedAt: sql`now()`,
      },
    })
    .returning(userColumns);
  // A tutor's name and photo are part of the public session list.
  if (row!.role !== 'Student') await publicSessionsChanged(db);
  return row!;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

export async function listTutors(db: Db): Promise<Tutor[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, image: users.image })
    .from(users)
    .where(eq(users.role, 'Tutor'))
    .orderBy(asc(users.name), asc(users.email));
  return rows.map((r) => ({ _id: r.id, name: r.name, email: r.email, image: r.image }));
}
