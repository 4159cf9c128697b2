import { tooManyEmailChanges } from '@spraybook/contract';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { accounts, emailChangeLinks, passwordResets } from '../db/schema/auth.ts';
import { inTransaction } from '../db/transaction.ts';
import { formatWait } from '../lib/format-wait.ts';
import { confirmEmailMail, emailChangedNotice } from './account-mails.ts';
import { builtInSubject, normalizeUsername } from './accounts.ts';
import { newLinkToken, tokenHash } from './link-tokens.ts';
import type { Outbox } from './mail-after-answer.ts';
import { withinLimit } from './recovery.ts';
import { revokeSessions } from './revocation.ts';

/** How long the new address's confirmation link works. */
export const CONFIRM_LINK_HOURS = 24;
/** How long the old address's undo link works: long enough to read one's mail after a trip. */
export const UNDO_LINK_DAYS = 7;
/** Changes (each mails two addresses) per account per hour. */
export const EMAIL_CHANGES_PER_HOUR = 5;
/** Where the links open (their token follows). */
export const CONFIRM_EMAIL_PATH = '/auth/recovery/confirm-email';
export const UNDO_EMAIL_PATH = '/auth/recovery/undo-email';

type LinkKind = 'confirm' | 'undo';

const live = (kind: LinkKind, token: string) =>
  and(
    eq(emailChangeLinks.tokenHash, tokenHash(token)),
    eq(emailChangeLinks.kind, kind),
    gt(emailChangeLinks.expiresAt, sql`now()`),
  );

async function addLink(tx: Tx, accountId: string, kind: LinkKind, email: string | null) {
  const { token, hash } = newLinkToken();
  const lifetime =
    kind === 'confirm'
      ? sql`make_interval(hours => ${CONFIRM_LINK_HOURS})`
      : sql`make_interval(days => ${UNDO_LINK_DAYS})`;
  await tx.insert(emailChangeLinks).values({
    tokenHash: hash,
    accountId,
    kind,
    email,
    expiresAt: sql`now() + ${lifetime}` as unknown as string,
  });
  return token;
}

/** Withdraws the account's pending confirmations; expired links of anyone go too (an undo link holds an old address). */
async function dropConfirmLinks(tx: Tx, accountId: string) {
  await tx.delete(emailChangeLinks).where(lt(emailChangeLinks.expiresAt, sql`now()`));
  await tx
    .delete(emailChangeLinks)
    .where(and(eq(emailChangeLinks.accountId, accountId), eq(emailChangeLinks.kind, 'confirm')));
}

/** The address waiting for its confirmation link to be opened, if any (the newest request's). */
export async function pendingEmail(db: Db, accountId: string) {
  const [row] = await db
    .select({ email: emailChangeLinks.email })
    .from(emailChangeLinks)
    .where(
      and(
        eq(emailChangeLinks.accountId, accountId),
        eq(emailChangeLinks.kind, 'confirm'),
        gt(emailChangeLinks.expiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(emailChangeLinks.created))
    .limit(1);
  return row?.email ?? null;
}

export interface EmailChange {
  accountId: string;
  username: string;
  /** The recovery address now; null: none. */
  oldEmail: string | null;
  /** The address asked for; null removes it. */
  newEmail: string | null;
}

/**
 * A change of the recovery address, once the password was checked. A new address is only asked for:
 * a link goes to it and it becomes the address when the link is opened. Removing one takes effect at
 * once. Either way the old address (if any) is told, with a link that undoes the change and signs the
 * account out everywhere. A new request replaces a pending one. Answers the address now and the pending one.
 */
export async function changeRecoveryEmail(
  db: Db,
  change: EmailChange,
  opts: { publicUrl: string; outbox: Outbox },
): Promise<
  | { ok: true; email: string | null; pendingEmail: string | null }
  | { ok: false; error: string; retryAfterSeconds: number }
> {
  const { accountId, oldEmail, newEmail } = change;
  const username = normalizeUsername(change.username);
  if (newEmail === oldEmail) {
    // Asking for the address one has: nothing to confirm; a pending change is withdrawn.
    await inTransaction(db, (tx) => dropConfirmLinks(tx, accountId));
    return { ok: true, email: oldEmail, pendingEmail: null };
  }
  if (newEmail && !(await withinLimit(db, `email-change:${accountId}`, EMAIL_CHANGES_PER_HOUR)))
    return { ok: false, error: tooManyEmailChanges(formatWait(3600)), retryAfterSeconds: 3600 };
  const tokens = await inTransaction(db, async (tx) => {
    await dropConfirmLinks(tx, accountId);
    if (!newEmail) await tx.update(accounts).set({ email: null }).where(eq(accounts.id, accountId));
    return {
      confirm: newEmail ? await addLink(tx, accountId, 'confirm', newEmail) : null,
      undo: oldEmail ? await addLink(tx, accountId, 'undo', oldEmail) : null,
    };
  });
  if (newEmail && tokens.confirm) {
    const link = `${opts.publicUrl}${CONFIRM_EMAIL_PATH}/${tokens.confirm}`;
    opts.outbox(confirmEmailMail(newEmail, username, link, CONFIRM_LINK_HOURS));
  }
  if (oldEmail && tokens.undo) {
    const undoLink = `${opts.publicUrl}${UNDO_EMAIL_PATH}/${tokens.undo}`;
    opts.outbox(emailChangedNotice(oldEmail, { username, newEmail, undoLink, days: UNDO_LINK_DAYS }));
  }
  return newEmail
    ? { ok: true, email: oldEmail, pendingEmail: newEmail }
    : { ok: true, email: null, pendingEmail: null };
}

/** Whether a confirmation or undo link still works (to show its page, or say at once that it does not). */
export async function emailLinkWorks(db: Db, kind: LinkKind, token: string) {
  const [row] = await db
    .select({ id: emailChangeLinks.accountId })
    .from(emailChangeLinks)
    .where(live(kind, token));
  return !!row;
}

/** Opens a confirmation link: its address becomes the recovery address. Single use; answers the address. */
export async function confirmRecoveryEmail(db: Db, token: string) {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .delete(emailChangeLinks)
      .where(live('confirm', token))
      .returning({ accountId: emailChangeLinks.accountId, email: emailChangeLinks.email });
    if (!link?.email) return null;
    await dropConfirmLinks(tx, link.accountId);
    await tx.update(accounts).set({ email: link.email }).where(eq(accounts.id, link.accountId));
    return { email: link.email };
  });
}

/**
 * Opens an undo link ('this wasn't me'): the old address comes back, pending confirmations and reset
 * links die, and every session of the account ends (access tokens 401, refreshes fail). Single use.
 */
export async function undoRecoveryEmailChange(db: Db, token: string, publicUrl: string) {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .delete(emailChangeLinks)
      .where(live('undo', token))
      .returning({ accountId: emailChangeLinks.accountId, email: emailChangeLinks.email });
    if (!link) return null;
    await dropConfirmLinks(tx, link.accountId);
    await tx.delete(passwordResets).where(eq(passwordResets.accountId, link.accountId));
    await tx.update(accounts).set({ email: link.email }).where(eq(accounts.id, link.accountId));
    await revokeSessions(tx, {
      subject: builtInSubject(publicUrl, link.accountId),
      accountId: link.accountId,
    });
    return { email: link.email };
  });
}
