/**
 * Demo data for `npm start`: seeded into the database on first start and never again (a row in
 * `meta` remembers), while the matching Auth Emulator accounts are ensured on every start because
 * the emulator forgets them when it stops.
 */
import { eq } from 'drizzle-orm';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Db } from './client';
import { randomUUID } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_MATERIALS, DEMO_NOTES, DEMO_ORDERS, DEMO_REVIEWS, demoSessions } from './demo-data';
import { materials, meta, notes, orders, payments, reviews, studySessions, users } from './schema';

const SEEDED_KEY = 'demo_seeded_at';

export async function seedDemoData(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [done] = await tx.select().from(meta).where(eq(meta.key, SEEDED_KEY));
    if (done) return false;

    const userIds = new Map<string, string>();
    for (const a of DEMO_ACCOUNTS) {
      const [row] = await tx
        .insert(users)
        .values({ email: a.email, name: a.name, image: a.image, role: a.role, status: a.role === 'Student' ? null : 'Verified', firebaseUid: a.uid })
        .onConflictDoUpdate({ target: users.email, set: { role: a.role } })
        .returning({ id: users.id });
      userIds.set(a.email, row!.id);
    }

    const sessionIds = new Map<string, { id: string; title: string; priceCents: number }>();
    const at = (offset: number) => new Date(now.getTime() + offset);
    for (const s of demoSessions()) {
      const [row] = await tx
        .insert(studySessions)
        .values({
          tutorId: userIds.get(s.tutor)!,
          title: s.title,
          description: s.description,
          cover: s.cover,
          status: s.status,
          priceCents: s.priceCents,
          registrationStart: at(s.rs),
          registrationEnd: at(s.re),
          classStart: at(s.cs),
          classEnd: at(s.ce),
          meetingUrl: s.meetingUrl ?? null,
        })
        .returning({ id: studySessions.id });
      sessionIds.set(s.key, { id: row!.id, title: s.title, priceCents: s.priceCents });
    }

    for (const [i, o] of DEMO_ORDERS.entries()) {
      const session = sessionIds.get(o.session)!;
      const studentId = userIds.get(o.student)!;
      let transactionId: string | null = null;
      if (session.priceCents > 0) {
        transactionId = `pi_demo_${i}`;
        await tx.insert(payments).values({
          id: transactionId,
          provider: 'test',
          studentId,
          sessionId: session.id,
          amountCents: session.priceCents,
          status: 'succeeded',
        });
      }
      await tx.insert(orders).values({
        studentId,
        sessionId: session.id,
        sessionTitle: session.title,
        priceCents: session.priceCents,
        transactionId,
      });
    }

    for (const r of DEMO_REVIEWS) {
      await tx.insert(reviews).values({
        studentId: userIds.get(r.student)!,
        sessionId: sessionIds.get(r.session)!.id,
        rating: r.rating,
        revDesc: r.text,
      });
    }

    for (const m of DEMO_MATERIALS) {
      const session = demoSessions().find((s) => s.key === m.session)!;
      await tx.insert(materials).values({
        sessionId: sessionIds.get(m.session)!.id,
        tutorId: userIds.get(session.tutor)!,
        image: m.image,
        link: m.link,
      });
    }

    for (const [i, n] of DEMO_NOTES.entries()) {
      await tx.insert(notes).values({
        id: randomUUID(),
        studentId: userIds.get(n.student)!,
        title: n.title,
        description: n.description,
        updatedAt: now.getTime() - (DEMO_NOTES.length - i) * 60_000,
      });
    }

    await tx.insert(meta).values({ key: SEEDED_KEY, value: now.toISOString() });
    return true;
  });
}

/** Creates the demo accounts in the Auth Emulator when they are missing. */
export async function ensureEmulatorAccounts(projectId: string): Promise<void> {
  const name = `seed-${projectId}`;
  const app = getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name);
  const auth = getAuth(app);
  for (const a of DEMO_ACCOUNTS) {
    try {
      await auth.createUser({ uid: a.uid, email: a.email, password: a.password, displayName: a.name, emailVerified: true });
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code !== 'auth/uid-already-exists' && code !== 'auth/email-already-exists') throw error;
    }
  }
}
