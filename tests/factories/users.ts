/**
 * Test users: a real Auth Emulator account, its ID token, the profile record and a login cookie
 * obtained through the real endpoints. The role is set directly in the database, because only an
 * admin may change roles through the API and someone has to be the first.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Role } from '../../domain/constants';
import { users } from '../../server/db/schema';
import { call, type CallOptions, type TestContext } from '../setup/api-context';

export const TEST_PASSWORD = 'Test@1234';

export interface TestUser {
  email: string;
  name: string;
  uid: string;
  idToken: string;
  cookie: string;
  role: Role;
  call: (method: string, path: string, options?: Omit<CallOptions, 'cookie'>) => ReturnType<typeof call>;
}

/** Creates an account in the emulator and answers its ID token. */
export async function emulatorSignUp(emulatorHost: string, email: string, password = TEST_PASSWORD) {
  const res = await fetch(`http://${emulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=test-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken: string; localId: string; error?: { message: string } };
  if (!res.ok) throw new Error(`emulator sign-up failed: ${json.error?.message}`);
  return { idToken: json.idToken, uid: json.localId };
}

export function cookieFrom(headers: Headers): string | null {
  const setCookie = headers.get('set-cookie');
  const match = setCookie && /^([^=]+=[^;]*)/.exec(setCookie);
  return match?.[1] ?? null;
}

export async function createUser(ctx: TestContext, options: { role?: Role; name?: string; email?: string } = {}): Promise<TestUser> {
  const role = options.role ?? 'Student';
  const email = options.email ?? `${role.toLowerCase()}-${randomUUID().slice(0, 8)}@example.test`;
  const name = options.name ?? `${role} ${email.slice(0, 12)}`;
  const { idToken, uid } = await emulatorSignUp(ctx.emulatorHost, email);
  const bearer = { authorization: `Bearer ${idToken}` };

  const profile = await call(ctx, 'POST', `/api/users/${email}`, { body: { name, email, image: '' }, headers: bearer });
  if (profile.status !== 200) throw new Error(`POST /users failed: ${JSON.stringify(profile.json)}`);
  if (role !== 'Student') await ctx.db.update(users).set({ role, status: 'Verified' }).where(eq(users.email, email));

  const jwt = await call(ctx, 'POST', '/api/jwt', { body: { email }, headers: bearer });
  const cookie = cookieFrom(jwt.headers);
  if (jwt.status !== 200 || !cookie) throw new Error(`POST /jwt failed: ${JSON.stringify(jwt.json)}`);

  return {
    email,
    name,
    uid,
    idToken,
    cookie,
    role,
    call: (method, path, opts = {}) => call(ctx, method, path, { ...opts, cookie }),
  };
}
