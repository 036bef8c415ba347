/**
 * Personal notes, always filtered by their owner. Ids come from the device, so a write is an
 * idempotent upsert: the newer `updated_at` wins, and a tombstone (`deleted_at`) is final.
 */
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NoteUpsertInput } from '../../../domain/schemas/note';
import type { Db } from '../../db/client';
import { notes, users } from '../../db/schema';

export interface NoteRow {
  id: string;
  title: string;
  description: string;
  updatedAt: number;
  deletedAt: Date | null;
}

const noteColumns = {
  id: notes.id,
  title: notes.title,
  description: notes.description,
  updatedAt: notes.updatedAt,
  deletedAt: notes.deletedAt,
};

export type UpsertOutcome = { outcome: 'applied' | 'stale'; row: NoteRow } | { outcome: 'deleted'; row: null } | { outcome: 'foreign'; row: null };

/**
 * One statement does the common case (insert, or a newer edit of the caller's live note). When it
 * changes nothing, the stored row says why: someone else's id, a tombstone, or a version at least as
 * new. An identical replay of the stored version counts as applied, so a retried request is harmless.
 */
/** The hot path of every sync, built once per database (a prepared statement: no SQL building per call). */
function prepareUpsert(db: Db) {
  return db
    .insert(notes)
    .values({
      id: sql.placeholder('id'),
      studentId: sql.placeholder('studentId'),
      title: sql.placeholder('title'),
      description: sql.placeholder('description'),
      updatedAt: sql.placeholder('updatedAt'),
    })
    .onConflictDoUpdate({
      target: notes.id,
      set: { title: sql`excluded.title`, description: sql`excluded.description`, updatedAt: sql`excluded.updated_at` },
      setWhere: sql`${notes.studentId} = excluded.student_id and ${notes.deletedAt} is null and ${notes.updatedAt} < excluded.updated_at`,
    })
    .returning(noteColumns)
    .prepare('notes_upsert');
}
const upserts = new WeakMap<Db, ReturnType<typeof prepareUpsert>>();

export async function upsertNote(db: Db, studentId: string, input: NoteUpsertInput): Promise<UpsertOutcome> {
  let upsert = upserts.get(db);
  if (!upsert) upserts.set(db, (upsert = prepareUpsert(db)));
  const [written] = await upsert.execute({ id: input.id, studentId, title: input.title, description: input.description, updatedAt: input.updatedAt });
  if (written) return { outcome: 'applied', row: written };

  const [stored] = await db
    .select({ ...noteColumns, studentId: notes.studentId })
    .from(notes)
    .where(eq(notes.id, input.id))
    .limit(1);
  if (!stored || stored.studentId !== studentId) return { outcome: 'foreign', row: null };
  if (stored.deletedAt) return { outcome: 'deleted', row: null };
  const { studentId: _owner, ...row } = stored;
  const replay = row.updatedAt === input.updatedAt && row.title === input.title && row.description === input.description;
  return { outcome: replay ? 'applied' : 'stale', row };
}

/**
 * Leaves a tombstone (content wiped) for the caller's id, also when the id is unknown, so that a
 * request still on its way cannot bring the note back later. False when the id is someone else's.
 */
export async function deleteNote(db: Db, studentId: string, id: string, nowMs = Date.now()): Promise<boolean> {
  const rows = await db
    .insert(notes)
    .values({ id, studentId, title: '', description: '', updatedAt: nowMs, deletedAt: new Date(nowMs) })
    .onConflictDoUpdate({
      target: notes.id,
      set: {
        title: '',
        description: '',
        deletedAt: sql`coalesce(${notes.deletedAt}, excluded.deleted_at)`,
        updatedAt: sql`greatest(${notes.updatedAt}, excluded.updated_at)`,
      },
      setWhere: sql`${notes.studentId} = excluded.student_id`,
    })
    .returning({ id: notes.id });
  return rows.length > 0;
}

/** The caller's live note, or null (someone else's, deleted or unknown look the same). */
export async function findOwnNote(db: Db, studentId: string, id: string): Promise<NoteRow | null> {
  const [row] = await db
    .select(noteColumns)
    .from(notes)
    .where(and(eq(notes.id, id), eq(notes.studentId, studentId), isNull(notes.deletedAt)))
    .limit(1);
  return row ?? null;
}

export interface StudentNoteRow extends NoteRow {
  student: { name: string; email: string; image: string };
}

/** A student's notes by e-mail, newest edit first; tombstones only when asked for. */
export async function listNotesByEmail(db: Db, email: string, includeDeleted: boolean): Promise<StudentNoteRow[]> {
  const rows = await db
    .select({ ...noteColumns, name: users.name, email: users.email, image: users.image })
    .from(notes)
    .innerJoin(users, eq(users.id, notes.studentId))
    .where(includeDeleted ? eq(users.email, email) : and(eq(users.email, email), isNull(notes.deletedAt)))
    .orderBy(desc(notes.updatedAt), desc(notes.id));
  return rows.map(({ name, email: studentEmail, image, ...note }) => ({ ...note, student: { name, email: studentEmail, image } }));
}
