import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_EXPIRED } from '@spraybook/contract';
import { accounts } from '../db/schema/auth.ts';
import { issuedBeforeRevocation } from './revocation.ts';
import { startMailServer, type MailServer } from '../test/mail-server.ts';
import { form, freePort, oidcClient, type Tokens } from '../test/oidc-browser.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

// Sessions of the built-in sign-in end for real: after each revoking event the access tokens issued
// until then answer 401 and the refresh tokens no longer refresh, over real HTTP as the web app uses them.
let t: TestApp;
let base: string;
let mail: MailServer;
let oidc: ReturnType<typeof oidcClient>;

beforeAll(async () => {
  mail = await startMailServer();
  const port = await freePort();
  base = `http://localhost:${port}`;
  t = await buildTestApp({
    PORT: String(port),
    PUBLIC_URL: base,
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    MAIL_FROM: 'Spraybook <no-reply@spraybook.test>',
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  oidc = oidcClient(base);
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const api = (path: string, tokens: Tokens, init: RequestInit = {}) =>
  fetch(`${base}/api${path}`, {
    ...init,
    headers: {
      authorization: `Bearer ${tokens.access_token}`,
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });

/** A new account, signed in on two devices, registered as a user. */
async function twoDevices(username: string) {
  const phone = await oidc.signIn(username, 'the password', 'create-account');
  const laptop = await oidc.signIn(username, 'the password');
  const created = await api('/users', phone, { method: 'POST', body: '{}' });
  expect(created.status).toBe(201);
  const user = (await created.json()) as { id: string };
  return { phone, laptop, userId: user.id };
}

/** Both devices are out: their access tokens answer 401 and their refresh tokens refresh nothing. */
async function expectSignedOut(...devices: Tokens[]) {
  for (const device of devices) {
    const me = await api('/users/me', device);
    expect(me.status).toBe(401);
    expect(((await me.json()) as { detail: string }).detail).toBe(SESSION_EXPIRED);
    const refreshed = await oidc.refresh(device.refresh_token);
    expect(refreshed.status).toBe(400);
    expect(((await refreshed.json()) as { error: string }).error).toBe('invalid_grant');
  }
}

describe('issuedBeforeRevocation', () => {
  const revoked = new Date('2026-11-29T10:00:00.500Z');
  const second = Date.parse('2026-11-29T10:00:00Z') / 1000;
  it('refuses tokens of an identity whose sessions were revoked after they were issued', () => {
    expect(issuedBeforeRevocation({ iat: second, issued_at_ms: revoked.getTime() - 1 }, revoked)).toBe(true);
    expect(issuedBeforeRevocation({ iat: second, issued_at_ms: revoked.getTime() + 1 }, revoked)).toBe(false);
    expect(issuedBeforeRevocation({ iat: second - 60 }, null)).toBe(false);
  });
  it("counts an `iat` of the revocation's own second as before it, without the milliseconds claim", () => {
    expect(issuedBeforeRevocation({ iat: second }, revoked)).toBe(true);
    expect(issuedBeforeRevocation({ iat: second + 1 }, revoked)).toBe(false);
    expect(issuedBeforeRevocation({}, revoked)).toBe(true);
  });
});

describe('ending sessions', () => {
  it('works on both devices until then: the tokens and a refresh are good', async () => {
    const { phone, laptop } = await twoDevices('still-in');
    expect((await api('/users/me', laptop)).status).toBe(200);
    // Issued to the millisecond (issuedBeforeRevocation reads it), beside `iat`'s whole seconds.
    const claims = JSON.parse(Buffer.from(laptop.access_token.split('.')[1]!, 'base64url').toString());
    expect(Math.abs(claims.issued_at_ms - claims.iat * 1000)).toBeLessThan(1000);
    expect((await oidc.refresh(phone.refresh_token)).status).toBe(200);
  });

  it("'Sign out of all devices' ends every session, this one's too", async () => {
    const { phone, laptop, userId } = await twoDevices('everywhere');
    const other = await twoDevices('bystander');
    expect((await api(`/users/${userId}/sign-out-everywhere`, other.phone, { method: 'POST' })).status).toBe(
      403,
    );
    expect((await api(`/users/${userId}/sign-out-everywhere`, phone, { method: 'POST' })).status).toBe(204);
    await expectSignedOut(phone, laptop);
    // Signing in again at once works: the new token is newer, to the millisecond, than the revocation.
    const again = await oidc.signIn('everywhere', 'the password');
    expect((await api('/users/me', again)).status).toBe(200);
    // Nobody else's sessions end.
    expect((await api('/users/me', other.laptop)).status).toBe(200);
    expect((await oidc.refresh(other.laptop.refresh_token)).status).toBe(200);
  });

  it('a password reset ends every session', async () => {
    const { phone, laptop } = await twoDevices('resetting');
    await t.database.db
      .update(accounts)
      .set({ email: 'resetting@example.org' })
      .where(eq(accounts.username, 'resetting'));
    const arriving = mail.next();
    const asked = await fetch(`${base}/auth/recovery`, form({ email: 'resetting@example.org' }));
    expect(asked.status).toBe(200);
    const link = /\/auth\/recovery\/reset\/[A-Za-z0-9_-]+/.exec((await arriving).text)![0];
    const reset = await fetch(`${base}${link}`, form({ password: 'a new password' }));
    expect(reset.status).toBe(200);
    await expectSignedOut(phone, laptop);
  });

  it('deleting the account ends every session', async () => {
    const { phone, laptop, userId } = await twoDevices('leaving');
    const deleted = await api(`/users/${userId}`, laptop, { method: 'DELETE' });
    expect(deleted.status, await deleted.clone().text()).toBe(204);
    await expectSignedOut(phone, laptop);
  });

  it("the undo link of a recovery-address change ('this wasn't me') ends every session", async () => {
    const { phone, laptop, userId } = await twoDevices('undoing');
    await t.database.db
      .update(accounts)
      .set({ email: 'owner@example.org' })
      .where(eq(accounts.username, 'undoing'));
    const toOld = mail.next();
    const toNew = mail.next();
    const change = await api(`/users/${userId}/recovery-email`, laptop, {
      method: 'PUT',
      body: JSON.stringify({ email: 'thief@example.org', current_password: 'the password' }),
    });
    expect(change.status).toBe(200);
    const notice = [await toOld, await toNew].find((m) => m.to === 'owner@example.org')!;
    const undo = /\/auth\/recovery\/undo-email\/[A-Za-z0-9_-]+/.exec(notice.text)![0];
    expect((await fetch(`${base}${undo}`, form({}))).status).toBe(200);
    await expectSignedOut(phone, laptop);
  });
});
