import { createServer, type Socket } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_UNAVAILABLE, SESSION_EXPIRED } from '@spraybook/contract';
import { accounts, oidcPayloads, passwordResets } from '../db/schema/auth.ts';
import { startMailServer, type MailServer } from '../test/mail-server.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { createAccount, signIn } from './accounts.ts';

let t: TestApp;
let mail: MailServer;
/** The SQL the app sends while set (statement text only, without parameters). */
let statements: string[] | null = null;

beforeAll(async () => {
  mail = await startMailServer();
  t = await buildTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${mail.port}`, MAIL_FROM: 'Spraybook <no-reply@spraybook.test>' },
    { logQuery: (query) => statements?.push(query) },
  );
});
afterAll(async () => {
  await t.close();
  await mail.close();
});

async function member(username: string, email?: string) {
  const made = await createAccount(t.database.db, username, 'old password', {
    ip: '127.0.0.1',
    signUpsPerHour: 1000,
  });
  if (!made.ok) throw new Error(made.error);
  const auth = { authorization: `Bearer ${await t.tokenFor(made.accountId)}` };
  const user = (await t.app.inject({ method: 'POST', url: '/api/users', headers: auth, payload: {} })).json();
  // Set as a confirmed address is (the confirmation flow has its own tests: recovery-email.test.ts).
  if (email) await setEmail(made.accountId, email);
  return { accountId: made.accountId, userId: user.id as string, auth };
}

const setEmail = (accountId: string, email: string) =>
  t.database.db.update(accounts).set({ email: email.toLowerCase() }).where(eq(accounts.id, accountId));

const forgot = (email: string, from = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/auth/recovery',
    payload: new URLSearchParams({ email }).toString(),
    remoteAddress: from,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const linkIn = (text: string) => /\/auth\/recovery\/reset\/[A-Za-z0-9_-]+/.exec(text)![0];

describe('account recovery', () => {
  it('keeps an optional address on the account, for its owner only', async () => {
    const a = await member('addr-owner', 'Owner@Example.org');
    const b = await member('addr-other');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/users/${a.userId}/recovery-email`,
      headers: a.auth,
    });
    expect(read.json()).toEqual({ email: 'owner@example.org', pending_email: null, available: true });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/users/${a.userId}/recovery-email`,
      headers: b.auth,
    });
    expect(other.statusCode).toBe(403);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${a.userId}/recovery-email`,
      headers: a.auth,
      payload: { email: 'nope', current_password: 'old password' },
    });
    expect(bad.statusCode).toBe(400);
    // An external identity has no built-in account to recover.
    const { auth, user } = await t.signUp();
    const external = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/recovery-email`,
      headers: auth,
    });
    expect(external.json()).toEqual({ email: null, pending_email: null, available: false });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/recovery-email`,
      headers: auth,
      payload: { email: 'x@example.org', current_password: 'anything' },
    });
    expect(refused.json().detail).toBe(RECOVERY_UNAVAILABLE);
  });

  it('mails a single-use link that sets a new password and ends every session', async () => {
    const who = await member('forgetful', 'forgetful@example.org');
    await t.database.db
      .insert(oidcPayloads)
      .values({ kind: 'Session', id: 'forgetful-session', payload: { accountId: who.accountId } });
    const unknown = await forgot('nobody@example.org');
    const arriving = mail.next();
    const known = await forgot('Forgetful@example.org');
    // The same answer whether or not an account has the address.
    expect([unknown.statusCode, known.statusCode]).toEqual([200, 200]);
    expect(unknown.body.replace(/\s+/g, ' ')).toBe(known.body.replace(/\s+/g, ' '));
    const message = await arriving;
    expect(message.to).toBe('forgetful@example.org');
    expect(message.text).toContain('forgetful');
    expect(mail.received.some((m) => m.to === 'nobody@example.org')).toBe(false);

    const link = linkIn(message.text);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    const short = await t.app.inject({
      method: 'POST',
      url: link,
      payload: `password=${encodeURIComponent('short')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(short.statusCode).toBe(400);
    const done = await t.app.inject({
      method: 'POST',
      url: link,
      payload: `password=${encodeURIComponent('brand new password')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Your password has been changed');
    expect((await signIn(t.database.db, 'forgetful', 'brand new password', '10.9.0.1')).ok).toBe(true);
    expect((await signIn(t.database.db, 'forgetful', 'old password', '10.9.0.2')).ok).toBe(false);
    const sessions = await t.database.db
      .select()
      .from(oidcPayloads)
      .where(sql`${oidcPayloads.payload}->>'accountId' = ${who.accountId}`);
    expect(sessions).toEqual([]);
    // Access tokens issued before the reset answer 401; one issued after it works.
    const me = (auth: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/users/me', headers: auth });
    const old = await me(who.auth);
    expect([old.statusCode, old.json().detail]).toEqual([401, SESSION_EXPIRED]);
    const later = await t.tokenFor(who.accountId, { issuedAt: Math.floor(Date.now() / 1000) + 1 });
    expect((await me({ authorization: `Bearer ${later}` })).statusCode).toBe(200);
    // Used once: never again.
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(410);
    const again = await t.app.inject({
      method: 'POST',
      url: link,
      payload: `password=${encodeURIComponent('third password!')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.statusCode).toBe(410);
  });

  it('refuses a link older than 30 minutes', async () => {
    const who = await member('slowpoke', 'slow@example.org');
    const arriving = mail.next();
    await forgot('slow@example.org', '10.0.0.2');
    const link = linkIn((await arriving).text);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` as unknown as string })
      .where(eq(passwordResets.accountId, who.accountId));
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(410);
  });

  it('limits requests per address and per account without telling, and per network with 429', async () => {
    const who = await member('popular', 'popular@example.org');
    for (let i = 0; i < 4; i++) {
      const arriving = i < 3 ? mail.next() : null;
      expect((await forgot('popular@example.org', '10.0.1.1')).statusCode).toBe(200);
      if (arriving) await arriving;
    }
    // The account has had its three: a new address gets nothing either, with the same answer.
    await setEmail(who.accountId, 'second@example.org');
    expect((await forgot('second@example.org', '10.0.1.2')).statusCode).toBe(200);
    const sentTo = (to: string) => mail.received.filter((m) => m.to === to).length;
    // Sends happen after the answer: a later mail to someone else shows the earlier ones are done.
    await member('marker', 'marker@example.org');
    const marker = mail.next();
    await forgot('marker@example.org', '10.0.1.3');
    await marker;
    expect([sentTo('popular@example.org'), sentTo('second@example.org')]).toEqual([3, 0]);

    const statuses = [];
    for (let i = 0; i < 11; i++) statuses.push((await forgot(`n${i}@example.org`, '10.0.2.1')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('an unknown address', () => {
  it('runs the same statements as a known one, and gets the same page', async () => {
    await member('known-one', 'known@example.org');
    const recorded = async (email: string, from: string) => {
      statements = [];
      const res = await forgot(email, from);
      const sent = statements;
      statements = null;
      return { status: res.statusCode, page: res.body, sent };
    };
    const arriving = mail.next();
    const known = await recorded('known@example.org', '10.0.3.1');
    await arriving;
    const unknown = await recorded('not-known@example.org', '10.0.3.2');
    expect(unknown.status).toBe(known.status);
    expect(unknown.page).toBe(known.page);
    // The same work, statement by statement: the link's insert runs for no account and adds no row.
    expect(unknown.sent).toEqual(known.sent);
    expect(known.sent.filter((q) => q.includes('insert into "password_resets"'))).toHaveLength(1);
  });
});

describe('with a mail server that never answers', () => {
  let slow: TestApp;
  let server: ReturnType<typeof createServer>;
  const connections: Socket[] = [];
  beforeAll(async () => {
    // Accepts the connection and says nothing: a send would wait here for Nodemailer's timeout.
    server = createServer((socket) => connections.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    slow = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Spraybook <a@b.test>' });
  });
  afterAll(async () => {
    for (const socket of connections) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
    await slow.close();
  });

  it('answers at once: the mail is sent after the answer, never awaited', async () => {
    const made = await createAccount(slow.database.db, 'slow-mail', 'a password', {
      ip: '127.0.0.1',
      signUpsPerHour: 1000,
    });
    if (!made.ok) throw new Error(made.error);
    await slow.database.db
      .update(accounts)
      .set({ email: 'slow@example.org' })
      .where(eq(accounts.id, made.accountId));
    const connected = new Promise((resolve) => server.once('connection', resolve));
    const res = await slow.app.inject({
      method: 'POST',
      url: '/auth/recovery',
      payload: 'email=slow%40example.org',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    // Answered while the send still hangs on the silent server (its greeting would time out in 30 s).
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Check your e-mail');
    await connected;
  });
});

describe('without SMTP_URL', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain.close());

  it('offers no recovery', async () => {
    expect((await plain.app.inject({ method: 'GET', url: '/auth/recovery' })).statusCode).toBe(404);
    const { auth, user } = await plain.signUp();
    const res = await plain.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/recovery-email`,
      headers: auth,
    });
    expect(res.json()).toEqual({ email: null, pending_email: null, available: false });
  });
});
