/**
 * The Auth Emulator proxy on the app's origin (issue 13): the browser's own journeys go through, the
 * emulator's admin API does not. Each refused call is first shown to work straight against the
 * emulator, so a refusal here is the proxy's doing.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setupApi } from '../tests/setup/api-context';
import { emulatorSignUp, TEST_PASSWORD } from '../tests/factories/users';

const ctx = await setupApi();
const { app } = await setupApi({ emulatorHost: ctx.emulatorHost });
const PROJECT = 'demo-tutoring';
const OWNER = { authorization: 'Bearer owner' };

/** Through the proxy, as a device on the network would call it. */
async function viaApp(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await app.request(`http://192.168.1.20:3000${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, json: text.startsWith('{') ? JSON.parse(text) : null };
}

/** Straight to the emulator, bypassing the app. */
async function direct(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`http://${ctx.emulatorHost}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as any };
}

const email = () => `proxy-${randomUUID().slice(0, 8)}@example.test`;
const signInBody = (mail: string, password = TEST_PASSWORD) => ({ email: mail, password, returnSecureToken: true });

describe('the emulator proxy refuses the admin API', () => {
  it('refuses projects/…/accounts:query with Bearer owner, which lists every account with its password', async () => {
    const mail = email();
    await emulatorSignUp(ctx.emulatorHost, mail);
    const path = `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:query`;
    const straight = await direct('POST', path, { returnUserInfo: true }, OWNER);
    expect(JSON.stringify(straight.json)).toContain(mail);
    const res = await viaApp('POST', path, { returnUserInfo: true }, OWNER);
    expect(res.status).toBe(403);
    expect(res.text).not.toContain(mail);
    expect((await viaApp('POST', path, { returnUserInfo: true })).status).toBe(403);
  });

  it('refuses accounts:update that changes another account’s password, with or without Bearer owner', async () => {
    const mail = email();
    const { uid } = await emulatorSignUp(ctx.emulatorHost, mail);
    const change = { localId: uid, password: 'Hijacked@1' };
    expect((await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:update?key=k', change, OWNER)).status).toBe(403);
    expect((await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:update?key=k', change)).status).toBe(403);
    expect((await viaApp('POST', `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`, change, OWNER)).status).toBe(403);
    // The old password still signs in, through the proxy.
    const signIn = await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k', signInBody(mail));
    expect(signIn.status).toBe(200);
    expect(signIn.json.localId).toBe(uid);
  });

  it('refuses /emulator/v1, which lists every reset code', async () => {
    const path = `/emulator/v1/projects/${PROJECT}/oobCodes`;
    expect((await direct('GET', path)).status).toBe(200);
    expect((await viaApp('GET', path)).status).toBe(403);
    expect((await viaApp('DELETE', `/emulator/v1/projects/${PROJECT}/accounts`)).status).toBe(403);
    expect((await viaApp('GET', `/emulator/v1/projects/${PROJECT}/config`)).status).toBe(403);
    expect((await viaApp('GET', '/emulator/openapi.json')).status).toBe(403);
  });

  it('refuses other admin calls: batchGet, delete, and anything with an Authorization header', async () => {
    const mail = email();
    const { uid, idToken } = await emulatorSignUp(ctx.emulatorHost, mail);
    expect((await viaApp('GET', `/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:batchGet`, undefined, OWNER)).status).toBe(403);
    expect((await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:delete?key=k', { localId: uid }, OWNER)).status).toBe(403);
    expect((await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:delete?key=k', { idToken })).status).toBe(403);
    expect((await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k', { localId: [uid] }, OWNER)).status).toBe(403);
    expect((await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k', { localId: [uid] })).status).toBe(403);
    // Even an allowed call is refused with Bearer owner or a service-account token.
    for (const authorization of ['Bearer owner', 'bearer OWNER', 'Bearer ya29.anything']) {
      expect((await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k', signInBody(email()), { authorization })).status).toBe(403);
    }
    // The account is still there.
    expect((await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k', signInBody(mail))).status).toBe(200);
  });
});

describe('the emulator proxy forwards the browser’s journeys', () => {
  it('signs up, signs in, reads and updates its own account, refreshes the token and sends a reset e-mail', async () => {
    const mail = email();
    const up = await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:signUp?key=k', signInBody(mail));
    expect(up.status).toBe(200);
    const signIn = await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k', signInBody(mail));
    expect(signIn.status).toBe(200);
    const { idToken, refreshToken } = signIn.json;
    const update = await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:update?key=k', {
      idToken,
      displayName: 'Pat Proxy',
      returnSecureToken: true,
    });
    expect(update.status).toBe(200);
    const lookup = await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:lookup?key=k', { idToken });
    expect(lookup.json.users[0].displayName).toBe('Pat Proxy');
    const refreshed = await app.request(`http://192.168.1.20:3000/securetoken.googleapis.com/v1/token?key=k`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
    });
    expect(refreshed.status).toBe(200);
    expect(((await refreshed.json()) as { id_token?: string }).id_token).toBeTruthy();
    const reset = await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=k', { requestType: 'PASSWORD_RESET', email: mail });
    expect(reset.status).toBe(200);
    const codes = await direct('GET', `/emulator/v1/projects/${PROJECT}/oobCodes`);
    const code = codes.json.oobCodes.find((c: { email: string }) => c.email === mail);
    const done = await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=k', { oobCode: code.oobCode, newPassword: 'Renewed@123' });
    expect(done.status).toBe(200);
    expect((await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=k', signInBody(mail, 'Renewed@123'))).status).toBe(200);
  });

  it('serves the Google popup pages and signs in with an IdP credential', async () => {
    const handler = await viaApp('GET', '/emulator/auth/handler?apiKey=k&providerId=google.com&authType=signInViaPopup');
    expect(handler.status).toBe(200);
    expect(handler.text).toContain('Auth Emulator');
    expect((await viaApp('GET', '/emulator/auth/iframe?apiKey=k&appName=%5BDEFAULT%5D')).status).toBe(200);
    const mail = email();
    const idp = await viaApp('POST', '/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=k', {
      requestUri: 'http://localhost',
      postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub: `g-${mail}`, email: mail, email_verified: true }))}&providerId=google.com`,
      returnSecureToken: true,
      returnIdpCredential: true,
    });
    expect(idp.status).toBe(200);
    expect(idp.json.email).toBe(mail);
  });
});
