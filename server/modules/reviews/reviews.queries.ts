import { desc, eq } from 'drizzle-orm';
import type { Review } from '../../../domain/types';
import type { Db } from '../../db/client';
import { reviews, users } from '../../db/schema';
import { publicSessionsChanged } from '../sessions/public-sessions-cache';

/** A session's reviews, newest first, with each student's name and photo. */
export async function listSessionReviews(db: Db, sessionId: string) {
  const rows = await db
    .select({
      id: reviews.id,
      sessionId: reviews.sessionId,
      rating: reviews.rating,
      revDesc: reviews.revDesc,
      name: users.name,
      email: users.email,
      image: users.image,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.studentId))
    .where(eq(reviews.sessionId, sessionId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows;
}

export type ReviewRow = Awaited<ReturnType<typeof listSessionReviews>>[number];

/**
 * In the original API's shape (docs/product.md#api). A reviewer's e-mail is personal data that the list never shows, so it is
 * only given to the reviewer themselves and to admins; others get ''.
 */
export function toReview(row: ReviewRow, showEmail: boolean): Review {
  return {
    _id: row.id,
    student: { name: row.name, email: showEmail ? row.email : '', image: row.image },
    sessionId: row.sessionId,
    revDesc: row.revDesc,
    rating: row.rating,
  };
}

/** One review per student and session: a second one replaces the first. The rating shows on the public list. */
export async function upsertReview(db: Db, review: { studentId: string; sessionId: string; rating: number; revDesc: string }): Promise<string> {
  const [row] = await db
    .insert(reviews)
    .values(review)
    .onConflictDoUpdate({
      target: [reviews.studentId, reviews.sessionId],
      set: { rating: review.rating, revDesc: review.revDesc, updatedAt: new Date() },
    })
    .returning({ id: reviews.id });
  await publicSessionsChanged(db);
  return row!.id;
}
