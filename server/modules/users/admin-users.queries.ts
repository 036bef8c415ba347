/**
 * What admins do to users (docs/product.md#screen-all-users All Users, docs/product.md#user-status user status): search, change a role, reject a
 * tutor request. And the one thing a student does to themselves: apply to become a tutor.
 */
import { and, asc, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Role } from '../../../domain/constants';
import type { UserSearch } from '../../../domain/schemas/user';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { tutorApplicationDecided } from '../notifications/events';
import { findUserByEmail, userColumns, type UserRow } from './users.queries';

/**
 * A LIKE pattern that finds `text` anywhere, with `%`, `_` and `\` matching themselves. Backslash is
 * PostgreSQL's default LIKE escape, so no ESCAPE clause is needed, and the pattern stays a plain
 * constant that the trigram indexes can use.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/**
 * Users whose name and e-mail contain the given texts, case-insensitively (ILIKE, served by the
 * users_*_trgm_idx GIN indexes), by name. Ordering by name, which has no b-tree index, is also what
 * keeps the plan right: ordered by e-mail, PostgreSQL may walk the e-mail index hoping to meet
 * `limit` matches early, and for a rare name it then reads the whole table (measured: 60 ms
 * instead of 1 ms at 100,000 users). The query is exported so the benchmark EXPLAINs what runs.
 */
export function searchUsersQuery(db: Db, search: UserSearch, limit: number) {
  const filters: SQL[] = [];
  if (search.searchQueryN) filters.push(sql`${users.name} ilike ${containsPattern(search.searchQueryN)}`);
  if (search.searchQueryE) filters.push(sql`${users.email} ilike ${containsPattern(search.searchQueryE)}`);
  if (search.status) filters.push(eq(users.status, search.status));
  return db
    .select(userColumns)
    .from(users)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(asc(users.name), asc(users.email))
    .limit(limit);
}

export async function searchUsers(db: Db, search: UserSearch, limit: number): Promise<{ rows: UserRow[]; more: boolean }> {
  const rows = await searchUsersQuery(db, search, limit + 1);
  return { rows: rows.slice(0, limit), more: rows.length > limit };
}

export type ChangeOutcome = { user: UserRow } | { refused: 'not_found' | 'last_admin' | 'not_requested' | 'not_student' | 'already_requested' };

/**
 * Sets a role and marks the user Verified (docs/product.md#user-status), unless it would leave no admin. Every admin row
 * is locked first, always in id order, so two admins demoting each other at the same moment queue
 * here: the second one sees the first one's change and is refused, and neither deadlocks.
 */
export function changeRole(db: Db, email: string, role: Role): Promise<ChangeOutcome> {
  return db.transaction(async (tx) => {
    const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'Admin')).orderBy(asc(users.id)).for('update');
    const [target] = await tx.select({ id: users.id, role: users.role, status: users.status }).from(users).where(eq(users.email, email)).for('update');
    if (!target) return { refused: 'not_found' } as const;
    if (target.role === 'Admin' && role !== 'Admin' && !admins.some((a) => a.id !== target.id)) {
      return { refused: 'last_admin' } as const;
    }
    const [user] = await tx
      .update(users)
      .set({ role, status: 'Verified', updatedAt: sql`now()` })
      .where(eq(users.id, target.id))
      .returning(userColumns);
    // A pending tutor application is decided by this change: a new role approves it (issue 17).
    if (target.status === 'Requested') await tutorApplicationDecided(tx, target.id, { approved: role !== 'Student', role });
    return { user: user! };
  });
}

/** Clears a pending tutor request, so the student can apply again. Only a Requested user has one. */
export async function rejectTutorRequest(db: Db, email: string): Promise<ChangeOutcome> {
  const [user] = await db
    .update(users)
    .set({ status: null, updatedAt: sql`now()` })
    .where(and(eq(users.email, email), eq(users.status, 'Requested')))
    .returning(userColumns);
  if (user) {
    await tutorApplicationDecided(db, user.id, { approved: false, role: 'Student' });
    return { user };
  }
  return { refused: (await findUserByEmail(db, email)) ? 'not_requested' : 'not_found' };
}

/**
 * A student asks to become a tutor. One conditional update, so two presses (or two tabs) cannot
 * both succeed, and a role changed a moment ago is respected.
 */
export async function applyForTutor(db: Db, email: string): Promise<ChangeOutcome> {
  const [user] = await db
    .update(users)
    .set({ status: 'Requested', updatedAt: sql`now()` })
    .where(and(eq(users.email, email), eq(users.role, 'Student'), or(isNull(users.status), ne(users.status, 'Requested'))))
    .returning(userColumns);
  if (user) return { user };
  const current = await findUserByEmail(db, email);
  if (!current) return { refused: 'not_found' };
  return { refused: current.role === 'Student' ? 'already_requested' : 'not_student' };
}
