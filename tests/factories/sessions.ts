/**
 * Study sessions for API tests: a valid request body, and rows inserted straight into the database
 * (for statuses and prices that only an admin could otherwise set). Direct inserts tell the public
 * list cache, as every write path of the app does.
 */
import { eq } from 'drizzle-orm';
import type { SessionStatus } from '../../domain/constants';
import { studySessions, users } from '../../server/db/schema';
import { publicSessionsChanged } from '../../server/modules/sessions/public-sessions-cache';
import type { TestContext } from '../setup/api-context';

const DAY = 24 * 60 * 60 * 1000;

/** A body for POST /sessions: registration open now for a week, a 2.5-hour class after it. */
export function sessionBody(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    title: 'Linear Algebra Basics',
    cover: '/demo/cover-1.svg',
    description: 'Vectors, matrices and why they matter.',
    isoRS: new Date(now - DAY).toISOString(),
    isoRE: new Date(now + 7 * DAY).toISOString(),
    isoCS: new Date(now + 8 * DAY).toISOString(),
    isoCE: new Date(now + 8 * DAY + 2.5 * 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

export async function insertSession(
  ctx: TestContext,
  tutorEmail: string,
  options: {
    status?: SessionStatus;
    priceCents?: number;
    title?: string;
    registrationStart?: Date;
    registrationEnd?: Date;
    classStart?: Date;
    seats?: number | null;
  } = {},
): Promise<string> {
  const [tutor] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.email, tutorEmail));
  if (!tutor) throw new Error(`no user ${tutorEmail}`);
  const body = sessionBody({ title: options.title ?? `Session ${Math.random().toString(36).slice(2, 8)}` });
  const [row] = await ctx.db
    .insert(studySessions)
    .values({
      tutorId: tutor.id,
      title: body.title,
      cover: body.cover,
      description: body.description,
      registrationStart: options.registrationStart ?? new Date(body.isoRS),
      registrationEnd: options.registrationEnd ?? new Date(body.isoRE),
      classStart: options.classStart ?? new Date(body.isoCS),
      classEnd: options.classStart ? new Date(options.classStart.getTime() + 2.5 * 60 * 60 * 1000) : new Date(body.isoCE),
      seats: options.seats ?? null,
      status: options.status ?? 'Pending',
      priceCents: options.priceCents ?? 0,
    })
    .returning({ id: studySessions.id });
  publicSessionsChanged(ctx.db);
  return row!.id;
}
