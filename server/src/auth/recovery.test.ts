import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_UNAVAILABLE } from '@spraybook/contract';
import { oidcPayloads, passwordResets } from '../db/schema.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { createAccount, signIn } from './accounts.ts';

interface Mail {
  to: string;
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
function startMailServer() {
  const received: Mail[] = [];
  const waiting: ((mail: Mail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = chunks.join('');
        const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
        // Quoted-printable, as Nodemailer writes long lines.
        const text = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
        const mail = { to: session.envelope.rcptTo.map((r) => r.address).join(','), text };
        received.push(mail);
        waiting.shift()?.(mail);
        done();
      });
    },
  });
  return new Promise<{
    port: number;
    received: Mail[];
    next: () => Promise<Mail>;
    close: () => Promise<void>;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.server.address() as { port: number }).port,
        received,
        next: () => new Promise((r) => waiting.push(r)),
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

let t: TestApp;
let mail: Awaited<ReturnType<typeof startMailServer>>;

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

async function member(username: string, email?: string) {
  const made = await createAccount(t.database.db, username, 'old password', {
    ip: '127.0.0.1',
    signUpsPerHour: 1000,
  });
  if (!made.ok) throw new Error(made.error);
  const auth = { authorization: `Bearer ${await t.tokenFor(made.accountId)}` };
  const user = (await t.app.inject({ method: 'POST', url: '/api/users', headers: auth, payload: {} })).json();
  if (email) {
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/recovery-email`,
      headers: auth,
      payload: { email },
    });
    expect(res.json()).toEqual({ email: email.toLowerCase(), available: true });
  }
  return { accountId: made.accountId, userId: user.id as string, auth };
}

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
    expect(read.json()).toEqual({ email: 'owner@example.org', available: true });
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
      payload: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    // An external identity has no built-in account to recover.
    const { auth, user } = await t.signUp();
    const external = await t.app.inject({
      method: 'GET',
      url: `/api/users/${user.id}/recovery-email`,
      headers: auth,
    });
    expect(external.json()).toEqual({ email: null, available: false });
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${user.id}/recovery-email`,
      headers: auth,
      payload: { email: 'x@example.org' },
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
    await t.app.inject({
      method: 'PUT',
      url: `/api/users/${who.userId}/recovery-email`,
      headers: who.auth,
      payload: { email: 'second@example.org' },
    });
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
    expect(res.json()).toEqual({ email: null, available: false });
  });
});
