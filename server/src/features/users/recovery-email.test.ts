import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CURRENT_PASSWORD_NEEDED,
  EMAIL_LINK_DEAD,
  SESSION_EXPIRED,
  tooManyPasswordAttempts,
  WRONG_PASSWORD,
} from '@spraybook/contract';
import { createAccount } from '../../auth/accounts.ts';
import { CROSS_SITE_FORM } from '../../auth/same-origin.ts';
import { accounts, emailChangeLinks, oidcPayloads } from '../../db/schema/auth.ts';
import { formatWait } from '../../lib/format-wait.ts';
import { startMailServer, type Mail, type MailServer } from '../../test/mail-server.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// The audit's takeover: a stolen access token must not be able to move the account's recovery address
// (and then reset the password through it). A change needs the password, waits for the new address's
// confirmation, and tells the old address, whose link undoes it and ends every session.
let t: TestApp;
let mail: MailServer;

beforeAll(async () => {
  mail = await startMailServer();
  t = await buildTestApp({
    SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
    MAIL_FROM: 'Spraybook <no-reply@spraybook.test>',
  });
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

const PASSWORD = 'the owner password';

/** A registered member of the built-in sign-in whose confirmed recovery address is `email`. */
async function owner(username: string, email: string | null) {
  const made = await createAccount(t.database.db, username, PASSWORD, {
    ip: '127.0.0.1',
    signUpsPerHour: 1000,
  });
  if (!made.ok) throw new Error(made.error);
  if (email) await t.database.db.update(accounts).set({ email }).where(eq(accounts.id, made.accountId));
  const auth = { authorization: `Bearer ${await t.tokenFor(made.accountId)}` };
  const user = (await t.app.inject({ method: 'POST', url: '/api/users', headers: auth, payload: {} })).json();
  return { accountId: made.accountId, userId: user.id as string, auth };
}
type Owner = Awaited<ReturnType<typeof owner>>;

const change = (who: Owner, payload: Record<string, unknown>, from = '127.0.0.1') =>
  t.app.inject({
    method: 'PUT',
    url: `/api/users/${who.userId}/recovery-email`,
    headers: who.auth,
    payload,
    remoteAddress: from,
  });
const read = async (who: Owner) =>
  (
    await t.app.inject({ method: 'GET', url: `/api/users/${who.userId}/recovery-email`, headers: who.auth })
  ).json();
const storedEmail = async (who: Owner) =>
  (
    await t.database.db.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, who.accountId))
  )[0]!.email;
const linkIn = (text: string, kind: 'confirm-email' | 'undo-email') =>
  new RegExp(`/auth/recovery/${kind}/[A-Za-z0-9_-]+`).exec(text)![0];
const post = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });
/** The next `n` mails, by recipient. */
async function nextMails(n: number, during: () => Promise<unknown>) {
  const arriving = Array.from({ length: n }, () => mail.next());
  await during();
  const mails = await Promise.all(arriving);
  return new Map<string, Mail>(mails.map((m) => [m.to, m]));
}

describe('changing the recovery address', () => {
  it('is refused with the access token alone: the password is asked for', async () => {
    const who = await owner('stolen-token', 'owner@example.org');
    const without = await change(who, { email: 'thief@example.org' });
    expect([without.statusCode, without.json().detail]).toEqual([400, CURRENT_PASSWORD_NEEDED]);
    const wrong = await change(who, { email: 'thief@example.org', current_password: 'a guess' });
    expect([wrong.statusCode, wrong.json().detail]).toEqual([400, WRONG_PASSWORD]);
    const removing = await change(who, { email: null, current_password: 'a guess' });
    expect([removing.statusCode, removing.json().detail]).toEqual([400, WRONG_PASSWORD]);
    expect(await storedEmail(who)).toBe('owner@example.org');
    expect(await read(who)).toEqual({ email: 'owner@example.org', pending_email: null, available: true });
  });

  it('counts wrong passwords like failed sign-ins: after five, a wait, even for the right one', async () => {
    const who = await owner('guessed', null);
    for (let i = 0; i < 5; i++)
      expect(
        (await change(who, { email: 'x@example.org', current_password: `guess ${i}` }, '10.1.0.1')).json()
          .detail,
      ).toBe(WRONG_PASSWORD);
    const locked = await change(who, { email: 'x@example.org', current_password: PASSWORD }, '10.1.0.1');
    expect(locked.statusCode).toBe(429);
    // A minute from the fifth failure: less by the time the guesses took on a busy machine.
    const wait = Number(locked.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(locked.json().detail).toBe(tooManyPasswordAttempts(formatWait(wait)));
  });

  it('with the password, changes nothing until the link mailed to the new address is opened', async () => {
    const who = await owner('mover', 'old@example.org');
    let answer: Awaited<ReturnType<typeof change>> | undefined;
    const mails = await nextMails(2, async () => {
      answer = await change(who, { email: 'New@Example.org', current_password: PASSWORD });
    });
    expect(answer!.json()).toEqual({
      email: 'old@example.org',
      pending_email: 'new@example.org',
      available: true,
    });
    expect(await storedEmail(who)).toBe('old@example.org');
    expect(await read(who)).toEqual({
      email: 'old@example.org',
      pending_email: 'new@example.org',
      available: true,
    });
    // The old address is told, with the way back.
    const notice = mails.get('old@example.org')!;
    expect(notice.text).toContain('new@example.org');
    expect(notice.text).toContain('/auth/recovery/undo-email/');
    // The new one gets the link; only the hash of its secret is stored.
    const confirm = linkIn(mails.get('new@example.org')!.text, 'confirm-email');
    const token = confirm.split('/').pop()!;
    const stored = await t.database.db
      .select()
      .from(emailChangeLinks)
      .where(eq(emailChangeLinks.accountId, who.accountId));
    expect(stored.map((l) => l.tokenHash)).not.toContain(token);
    // Opening shows a button; a mail scanner's GET changes nothing.
    const page = await t.app.inject({ method: 'GET', url: confirm });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Confirm address');
    expect(await storedEmail(who)).toBe('old@example.org');
    // Another site cannot press it.
    const forged = await post(confirm, { origin: 'https://evil.example' });
    expect([forged.statusCode, forged.body.includes(CROSS_SITE_FORM)]).toEqual([403, true]);
    const done = await post(confirm);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('new@example.org');
    expect(await read(who)).toEqual({ email: 'new@example.org', pending_email: null, available: true });
    // Once only.
    const again = await post(confirm);
    expect([again.statusCode, again.body.includes(EMAIL_LINK_DEAD)]).toEqual([410, true]);
    expect((await t.app.inject({ method: 'GET', url: confirm })).statusCode).toBe(410);
  });

  it("undo ('this wasn't me') puts the old address back, kills the pending link and every session", async () => {
    const who = await owner('victim', 'victim@example.org');
    await t.database.db
      .insert(oidcPayloads)
      .values({ kind: 'Session', id: 'victim-session', payload: { accountId: who.accountId } });
    const mails = await nextMails(2, () =>
      change(who, { email: 'thief@example.org', current_password: PASSWORD }),
    );
    const confirm = linkIn(mails.get('thief@example.org')!.text, 'confirm-email');
    const undo = linkIn(mails.get('victim@example.org')!.text, 'undo-email');
    expect((await t.app.inject({ method: 'GET', url: undo })).body).toContain('Undo the change');
    expect((await post(undo)).statusCode).toBe(200);
    expect(await storedEmail(who)).toBe('victim@example.org');
    // The thief's link no longer works, nor does the token, nor the provider's session.
    expect((await post(confirm)).statusCode).toBe(410);
    const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: who.auth });
    expect([me.statusCode, me.json().detail]).toEqual([401, SESSION_EXPIRED]);
    const sessions = await t.database.db
      .select()
      .from(oidcPayloads)
      .where(sql`${oidcPayloads.payload}->>'accountId' = ${who.accountId}`);
    expect(sessions).toEqual([]);
    expect((await post(undo)).statusCode).toBe(410);
  });

  it('undo also works after the new address was confirmed', async () => {
    const who = await owner('late-notice', 'mine@example.org');
    const mails = await nextMails(2, () =>
      change(who, { email: 'theirs@example.org', current_password: PASSWORD }),
    );
    expect((await post(linkIn(mails.get('theirs@example.org')!.text, 'confirm-email'))).statusCode).toBe(200);
    expect(await storedEmail(who)).toBe('theirs@example.org');
    expect((await post(linkIn(mails.get('mine@example.org')!.text, 'undo-email'))).statusCode).toBe(200);
    expect(await storedEmail(who)).toBe('mine@example.org');
  });

  it('withdraws a pending change when the owner signs out everywhere (or resets the password)', async () => {
    const who = await owner('wary', 'wary@example.org');
    const mails = await nextMails(2, () =>
      change(who, { email: 'intruder@example.org', current_password: PASSWORD }),
    );
    const out = await t.app.inject({
      method: 'POST',
      url: `/api/users/${who.userId}/sign-out-everywhere`,
      headers: who.auth,
    });
    expect(out.statusCode).toBe(204);
    expect((await post(linkIn(mails.get('intruder@example.org')!.text, 'confirm-email'))).statusCode).toBe(
      410,
    );
    expect(await storedEmail(who)).toBe('wary@example.org');
  });

  it('answers odd tokens as dead links, never with a server error', async () => {
    for (const token of ['%00', 'x'.repeat(90), '%E2%80%AE', '..%2F..', '%F0%9F%A7%97'])
      for (const kind of ['confirm-email', 'undo-email'] as const) {
        const url = `/auth/recovery/${kind}/${token}`;
        expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(410);
        expect((await post(url)).statusCode, url).toBe(410);
      }
  });

  it('refuses an expired link', async () => {
    const who = await owner('too-late', null);
    const mails = await nextMails(1, () =>
      change(who, { email: 'later@example.org', current_password: PASSWORD }),
    );
    await t.database.db
      .update(emailChangeLinks)
      .set({ expiresAt: sql`now() - interval '1 second'` as unknown as string })
      .where(eq(emailChangeLinks.accountId, who.accountId));
    const confirm = linkIn(mails.get('later@example.org')!.text, 'confirm-email');
    expect((await t.app.inject({ method: 'GET', url: confirm })).statusCode).toBe(410);
    expect((await post(confirm)).statusCode).toBe(410);
    expect(await read(who)).toEqual({ email: null, pending_email: null, available: true });
  });

  it('removing the address needs the password, takes effect at once and tells the old address', async () => {
    const who = await owner('remover', 'gone@example.org');
    let answer: Awaited<ReturnType<typeof change>> | undefined;
    const mails = await nextMails(1, async () => {
      answer = await change(who, { email: null, current_password: PASSWORD });
    });
    expect(answer!.json()).toEqual({ email: null, pending_email: null, available: true });
    expect(await storedEmail(who)).toBeNull();
    const notice = mails.get('gone@example.org')!;
    expect(notice.text).toContain('removed this address');
    expect((await post(linkIn(notice.text, 'undo-email'))).statusCode).toBe(200);
    expect(await storedEmail(who)).toBe('gone@example.org');
  });
});
