import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { call, setupApi, TEST_ORIGIN } from '../../../tests/setup/api-context';
import { cookieFrom, createUser, emulatorSignUp } from '../../../tests/factories/users';

const ctx = await setupApi();

/** A token of the right shape, for a made-up account, as an attacker could write it. */
function forgedToken(email: string, uid = 'not-a-real-uid') {
  const now = Math.floor(Date.now() / 1000);
  const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(
    JSON.stringify({
      iss: 'https://securetoken.google.com/demo-tutoring',
      aud: 'demo-tutoring',
      auth_time: now,
      user_id: uid,
      sub: uid,
      iat: now,
      exp: now + 3600,
      email,
      firebase: { identities: {}, sign_in_provider: 'password' },
    }),
  ).toString('base64url');
  return `${header}.${payload}.`;
}

describe('POST /api/jwt', () => {
  it('sets an httpOnly, SameSite=Strict login cookie for a verified token', async () => {
    const email = `jwt-${Date.now()}@example.test`;
    const { idToken } = await emulatorSignUp(ctx.emulatorHost, email);
    const res = await call(ctx, 'POST', '/api/jwt', { body: { email }, headers: { authorization: `Bearer ${idToken}` } });
    expect(res.status).toBe(200);
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^session=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    expect(setCookie).not.toMatch(/Secure/i); // plain http in tests
  });

  it('refuses a missing token with 401', async () => {
    const res = await call(ctx, 'POST', '/api/jwt', { body: { email: 'a@example.test' } });
    expect(res.status).toBe(401);
    expect(res.json.error.message).toMatch(/token/i);
  });

  it('refuses a forged token with 401', async () => {
    const res = await call(ctx, 'POST', '/api/jwt', {
      body: { email: 'victim@example.test' },
      headers: { authorization: `Bearer ${forgedToken('victim@example.test')}` },
    });
    expect(res.status).toBe(401);
  });

  it('refuses a forged token that reuses a real uid with another e-mail', async () => {
    const real = await createUser(ctx);
    const res = await call(ctx, 'POST', '/api/jwt', {
      body: { email: 'someone-else@example.test' },
      headers: { authorization: `Bearer ${forgedToken('someone-else@example.test', real.uid)}` },
    });
    expect(res.status).toBe(401);
  });

  it("refuses a real token for another user's e-mail with 401", async () => {
    const mallory = await createUser(ctx);
    const alice = await createUser(ctx);
    const res = await call(ctx, 'POST', '/api/jwt', {
      body: { email: alice.email },
      headers: { authorization: `Bearer ${mallory.idToken}` },
    });
    expect(res.status).toBe(401);
  });

  it('answers 400 with a message for a bad body', async () => {
    const user = await createUser(ctx);
    const res = await call(ctx, 'POST', '/api/jwt', {
      body: { email: 'not an e-mail' },
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    expect(res.status).toBe(400);
    expect(res.json.error.message).toContain('Invalid email address');
  });
});

describe('the login cookie', () => {
  it('opens the caller’s own reads', async () => {
    const user = await createUser(ctx);
    const res = await user.call('GET', `/api/users/role/${user.email}`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ role: 'Student' });
  });

  it('is refused when tampered with', async () => {
    const user = await createUser(ctx);
    const [name, value] = user.cookie.split('=') as [string, string];
    const [h, p, s] = value.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, sid: 'x' })).toString('base64url');
    const res = await call(ctx, 'GET', `/api/users/${user.email}`, { cookie: `${name}=${h}.${tampered}.${s}` });
    expect(res.status).toBe(401);
  });

  it('is refused when expired', async () => {
    const user = await createUser(ctx);
    const expired = await new SignJWT({ sid: 'whatever' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('tutoring-api')
      .setAudience('tutoring-web')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(ctx.config.loginSecret);
    const res = await call(ctx, 'GET', `/api/users/${user.email}`, { cookie: `session=${expired}` });
    expect(res.status).toBe(401);
  });

  it('signed with another secret is refused', async () => {
    const user = await createUser(ctx);
    const other = await new SignJWT({ sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('tutoring-api')
      .setAudience('tutoring-web')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-123456'));
    const res = await call(ctx, 'GET', `/api/users/${user.email}`, { cookie: `session=${other}` });
    expect(res.status).toBe(401);
  });

  it('is dead on the very next request after logout', async () => {
    const user = await createUser(ctx);
    const logout = await user.call('GET', '/api/logout');
    expect(logout.status).toBe(200);
    expect(logout.headers.get('set-cookie')).toMatch(/session=;/);
    const again = await user.call('GET', `/api/users/${user.email}`);
    expect(again.status).toBe(401);
  });

  it('is independent per sign-in: logging out one device leaves the other signed in', async () => {
    const user = await createUser(ctx);
    const second = await call(ctx, 'POST', '/api/jwt', {
      body: { email: user.email },
      headers: { authorization: `Bearer ${user.idToken}` },
    });
    const otherCookie = cookieFrom(second.headers)!;
    await user.call('GET', '/api/logout');
    const res = await call(ctx, 'GET', `/api/users/${user.email}`, { cookie: otherCookie });
    expect(res.status).toBe(200);
  });
});

describe('rate limits', async () => {
  const limited = await setupApi({ authRateLimit: 3 });

  it('answers 429 with Retry-After past the limit on /jwt and /users/{email}', async () => {
    for (const path of ['/api/jwt', '/api/users/x@example.test']) {
      const statuses: number[] = [];
      let last: Awaited<ReturnType<typeof call>> | undefined;
      for (let i = 0; i < 4; i++) {
        last = await call(limited, 'POST', path, { body: { email: 'x@example.test' } });
        statuses.push(last.status);
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses[3]).toBe(429);
      expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(last!.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(last!.json.error.message).toBe('Too many attempts. Please wait a moment and try again.');
    }
  });

  it('counts in the database, so another app on the same database (another process) shares the count', async () => {
    const shared = await setupApi({ authRateLimit: 3 });
    const identity = { verify: () => Promise.reject(new Error('not used')) };
    const other = createApp({ db: shared.db, identity, config: shared.config });
    const post = (app: Pick<typeof other, 'request'>) =>
      app.request('/api/users/y@example.test', { method: 'POST', headers: { origin: TEST_ORIGIN, 'content-type': 'application/json' }, body: '{}' });
    const statuses = [];
    for (const app of [shared.app, other, shared.app, other]) statuses.push((await post(app)).status);
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('starts a new window once the old one is over', async () => {
    const short = await setupApi({ authRateLimit: 1, authRateWindowMs: 300 });
    const post = () => call(short, 'POST', '/api/jwt', { body: { email: 'x@example.test' } });
    expect((await post()).status).not.toBe(429);
    expect((await post()).status).toBe(429);
    await new Promise((r) => setTimeout(r, 400));
    expect((await post()).status).not.toBe(429);
  });
});
