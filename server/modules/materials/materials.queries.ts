/**
 * Study materials (docs/product.md#entities). Every answer joins the material's session (for its cover and title) and
 * its tutor (for the e-mail), so a material never outlives its session: the row cascades with it,
 * and the inner join would hide one anyway.
 */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { MaterialBody, MaterialUpdate } from '../../../domain/schemas/material';
import type { Material } from '../../../domain/types';
import type { Db } from '../../db/client';
import { materials, orders, studySessions, users } from '../../db/schema';

function materialSelect(db: Db) {
  return db
    .select({
      id: materials.id,
      image: materials.image,
      link: materials.link,
      sessionId: materials.sessionId,
      tutorId: materials.tutorId,
      tutorEmail: users.email,
      cover: studySessions.cover,
      title: studySessions.title,
    })
    .from(materials)
    .innerJoin(studySessions, eq(studySessions.id, materials.sessionId))
    .innerJoin(users, eq(users.id, materials.tutorId));
}

export type MaterialRow = Awaited<ReturnType<ReturnType<typeof materialSelect>['execute']>>[number];

/** The original API's shape (docs/product.md#api). `materialId` is the same id as `_id`: the student's view links by it. */
export function toMaterial(row: MaterialRow): Material {
  return {
    _id: row.id,
    materialId: row.id,
    image: row.image,
    link: row.link,
    sessionId: row.sessionId,
    tutormail: row.tutorEmail,
    cover: row.cover,
    title: row.title,
  };
}

const newestFirst = [desc(materials.createdAt), desc(materials.id)];

export async function findMaterial(db: Db, id: string): Promise<MaterialRow | null> {
  const [row] = await materialSelect(db).where(eq(materials.id, id)).limit(1);
  return row ?? null;
}

export async function listTutorMaterials(db: Db, tutorId: string): Promise<Material[]> {
  const rows = await materialSelect(db)
    .where(eq(materials.tutorId, tutorId))
    .orderBy(...newestFirst);
  return rows.map(toMaterial);
}

export async function listAllMaterials(db: Db): Promise<Material[]> {
  const rows = await materialSelect(db).orderBy(...newestFirst);
  return rows.map(toMaterial);
}

/** Materials of the sessions this student has a live booking for (a cancelled one gives no access). */
export async function listBookedMaterials(db: Db, studentId: string): Promise<Material[]> {
  const rows = await materialSelect(db)
    .innerJoin(orders, and(eq(orders.sessionId, materials.sessionId), eq(orders.studentId, studentId), eq(orders.status, 'booked')))
    .orderBy(...newestFirst);
  return rows.map(toMaterial);
}

export async function hasOrderFor(db: Db, studentId: string, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.studentId, studentId), eq(orders.sessionId, sessionId), eq(orders.status, 'booked')))
    .limit(1);
  return !!row;
}

/** Whether this tutor owns this session (the only sessions they may add materials to). */
export async function ownsSession(db: Db, tutorId: string, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: studySessions.id })
    .from(studySessions)
    .where(and(eq(studySessions.id, sessionId), eq(studySessions.tutorId, tutorId)))
    .limit(1);
  return !!row;
}

export async function insertMaterial(db: Db, tutorId: string, body: MaterialBody): Promise<string> {
  const [row] = await db.insert(materials).values({ tutorId, sessionId: body.sessionId, image: body.image, link: body.link }).returning({ id: materials.id });
  return row!.id;
}

/**
 * Replaces the image and link of the tutor's own material. Answers how many rows changed, as the
 * original client expects (`modifiedCount`, docs/product.md#api): 0 when the values were already these.
 */
export async function updateMaterial(db: Db, id: string, tutorId: string, body: MaterialUpdate): Promise<number> {
  const changed = await db
    .update(materials)
    .set({ image: body.image, link: body.link, updatedAt: sql`now()` })
    .where(
      and(
        eq(materials.id, id),
        eq(materials.tutorId, tutorId),
        or(sql`${materials.image} is distinct from ${body.image}`, sql`${materials.link} is distinct from ${body.link}`),
      ),
    )
    .returning({ id: materials.id });
  return changed.length;
}

/** Deletes one material; with `tutorId`, only if it is that tutor's. Answers the number deleted. */
export async function deleteMaterial(db: Db, id: string, tutorId?: string): Promise<number> {
  const where = tutorId ? and(eq(materials.id, id), eq(materials.tutorId, tutorId)) : eq(materials.id, id);
  const deleted = await db.delete(materials).where(where).returning({ id: materials.id });
  return deleted.length;
}
