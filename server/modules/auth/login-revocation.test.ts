/**
 * A session ends when its Firebase account does (disabled, deleted, tokens revoked), found by a
 * re-check at least every 5 minutes, and after 30 days without a request (issue 13). The account is
 * changed through the Auth Emulator's admin REST API; the app's clock is the test's.
 */
import { describe, expect, it } from 'vitest';
import { call, setupApi } from '../../../tests/setup/api-context';
import { cookieFrom, createUser, TEST_PASSWORD, type TestUser } from '../../../tests/factories/users';

let now = Date.now();
const ctx = await setupApi({}, { now: () => now });
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function admin(method: string, body: Record<string, unknown>) {
  const res = await fetch(`http://${ctx.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

const status = async (user: TestUser) => (await user.call('GET', `/api/users/role/${user.email}`)).status;

describe('the Firebase account behind a session', () => {
  for (const [what, change] of [
    ['disabled', (uid: string) => admin('update', { localId: uid, disableUser: true })],
    ['deleted', (uid: string) => admin('delete', { localId: uid })],
  ] as const) {
    it(`ends the session within 5 minutes once the account is ${what}`, async () => {
      const user = await createUser(ctx);
      await change(user.uid);
      now += 5 * MINUTE;
      expect(await status(user)).toBe(401);
      now += MINUTE;
      expect(await status(user)).toBe(401); // gone for good, not only until the next check
    });
  }

  it('ends the session within 5 minutes once the account’s tokens are revoked, and a new sign-in works', async () => {
    const user = await createUser(ctx);
    await new Promise((resolve) => setTimeout(resolve, 1100)); // Firebase counts revocation in whole seconds
    await admin('update', { localId: user.uid, validSince: String(Math.floor(Date.now() / 1000)) });
    now += 5 * MINUTE + 1000;
    expect(await status(user)).toBe(401);
    const signIn = await fetch(`http://${ctx.emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: TEST_PASSWORD, returnSecureToken: true }),
    });
    const { idToken } = (await signIn.json()) as { idToken: string };
    const jwt = await call(ctx, 'POST', '/api/jwt', { body: { email: user.email }, headers: { authorization: `Bearer ${idToken}` } });
    const again = await call(ctx, 'GET', `/api/users/role/${user.email}`, { cookie: cookieFrom(jwt.headers) });
    expect(again.status).toBe(200);
  });

  it('keeps a session whose account is in good standing across many checks', async () => {
    const user = await createUser(ctx);
    for (let i = 0; i < 4; i++) {
      now += 5 * MINUTE + 1000;
      expect(await status(user)).toBe(200);
    }
  });
});

describe('an idle session', () => {
  it('ends after 30 days without a request', async () => {
    const user = await createUser(ctx);
    now += 30 * DAY + 1000;
    expect(await status(user)).toBe(401);
  });

  it('lives on while it is used, past the days a fixed lifetime would allow', async () => {
    const user = await createUser(ctx);
    for (let day = 0; day < 90; day += 20) {
      now += 20 * DAY;
      expect(await status(user)).toBe(200);
    }
  });

  it('follows SESSION_IDLE_DAYS', async () => {
    const short = await setupApi({ loginIdleSeconds: 3600 }, { now: () => now });
    const user = await createUser(short);
    now += 50 * MINUTE;
    expect(await status(user)).toBe(200);
    now += 50 * MINUTE; // 50 minutes since the last request: still within the hour
    expect(await status(user)).toBe(200);
    now += 61 * MINUTE;
    expect(await status(user)).toBe(401);
  });
});
