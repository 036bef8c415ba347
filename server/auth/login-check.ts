/**
 * Whether a signed-in session may go on (docs/decisions/003). On each authenticated request:
 * - a session unused for the idle timeout (SESSION_IDLE_DAYS, 30 days) has ended; each request
 *   slides that deadline, written at most once a minute so reads stay reads;
 * - at least every 5 minutes the Firebase account behind it is asked for again, and a disabled or
 *   deleted account, or one whose tokens were revoked after this sign-in, ends the session.
 * When Firebase cannot be asked, the session goes on and the check is retried a minute later: an
 * outage at Google must not sign everyone out.
 */
import type { AppDeps } from '../context';
import { deleteAuthSession, DEFAULT_LOGIN_IDLE_SECONDS, type LoginRow, touchAuthSession } from '../modules/auth/auth.queries';

export const ACCOUNT_CHECK_MS = 5 * 60 * 1000;
const SLIDE_EVERY_MS = 60 * 1000;
const RETRY_CHECK_MS = 60 * 1000;

export type LoginVerdict = 'ok' | 'idle' | 'account-gone';

export async function checkLogin(deps: AppDeps, sid: string, login: LoginRow): Promise<LoginVerdict> {
  const now = (deps.now ?? Date.now)();
  const idleMs = (deps.config.loginIdleSeconds ?? DEFAULT_LOGIN_IDLE_SECONDS) * 1000;
  if (login.expiresAt.getTime() <= now) {
    await deleteAuthSession(deps.db, sid);
    return 'idle';
  }
  const changes: { expiresAt?: Date; checkedAt?: Date } = {};
  if (now - login.checkedAt.getTime() >= ACCOUNT_CHECK_MS && deps.identity.account && login.firebaseUid) {
    const standing = await accountStanding(deps, login);
    if (standing === 'gone') {
      await deleteAuthSession(deps.db, sid);
      return 'account-gone';
    }
    changes.checkedAt = new Date(standing === 'good' ? now : now - ACCOUNT_CHECK_MS + RETRY_CHECK_MS);
  }
  if (now + idleMs - login.expiresAt.getTime() >= SLIDE_EVERY_MS) changes.expiresAt = new Date(now + idleMs);
  if (changes.checkedAt || changes.expiresAt) await touchAuthSession(deps.db, sid, changes);
  return 'ok';
}

async function accountStanding(deps: AppDeps, login: LoginRow): Promise<'good' | 'gone' | 'unknown'> {
  try {
    const account = await deps.identity.account!(login.firebaseUid!);
    if (account.status !== 'active') return 'gone';
    // Firebase's own rule: tokens whose sign-in predates validSince are revoked.
    const signedIn = (login.authTime ?? login.createdAt).getTime();
    return account.validSince !== null && signedIn < account.validSince ? 'gone' : 'good';
  } catch (error) {
    console.error('[auth] could not re-check a Firebase account:', (error as Error).message);
    return 'unknown';
  }
}
