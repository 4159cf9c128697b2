import { IDEMPOTENCY_KEY_HOURS } from '@spraybook/contract/plain';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OpenTx } from '../../db/transaction.ts';
import { idempotencyKeys } from '../../db/schema/http.ts';

/** A key's row as a later request with the same key finds it. */
export interface KeyRecord {
  requestHash: string;
  /** Null while the first request is still running (or if its server stopped before it answered). */
  status: number | null;
  /** The first request's write committed (set in its own transaction). */
  written: boolean;
  /** Its claim was neither renewed nor answered for `staleSeconds`: its server stopped. */
  stale: boolean;
  contentType: string | null;
  body: string | null;
}

/** The answer a handler gave, kept for the key's later requests. */
export interface StoredAnswer {
  status: number;
  contentType: string | null;
  body: string | null;
}

const kept = sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

const olderThan = (seconds: number) =>
  lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${seconds})`);

/**
 * Claims the key for this request in one statement, so of any number of requests (on any server) at
 * once exactly one gets the row back. An expired row, or a claim whose write never committed and that was
 * neither renewed nor answered for `staleSeconds` (its server stopped mid-request), is taken over; any
 * other existing row is left alone and nothing comes back. A stale claim that is `written` is never taken
 * over: its write is done, and running it again would do it twice.
 */
export async function claimKey(
  db: Db,
  row: { userId: string; key: string; requestHash: string; claim: string },
  staleSeconds: number,
) {
  const abandoned = and(
    isNull(idempotencyKeys.status),
    eq(idempotencyKeys.written, false),
    olderThan(staleSeconds),
  );
  const claimed = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        requestHash: row.requestHash,
        claim: row.claim,
        written: false,
        status: null,
        contentType: null,
        body: null,
        createdAt: sql`now()`,
      },
      where: or(lt(idempotencyKeys.createdAt, kept), abandoned),
    })
    .returning({ claim: idempotencyKeys.claim });
  return claimed.length > 0;
}

/** The key's row unless it has expired. */
export async function findKey(
  db: Db,
  userId: string,
  key: string,
  staleSeconds: number,
): Promise<KeyRecord | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      written: idempotencyKeys.written,
      stale: sql<boolean>`${olderThan(staleSeconds)}`,
      contentType: idempotencyKeys.contentType,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.userId, userId),
        eq(idempotencyKeys.key, key),
        gt(idempotencyKeys.createdAt, kept),
      ),
    );
  return row;
}

const ours = (userId: string, key: string, claim: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), eq(idempotencyKeys.claim, claim));

export interface Claim {
  userId: string;
  key: string;
  claim: string;
}

/**
 * Marks this request's claim written, in the transaction of its write (db/transaction.ts), so both commit
 * or neither does. False when the claim is no longer this request's (taken over as stale): the caller
 * must then roll its write back, since the request that took over runs it.
 */
export async function markWritten(tx: Db | OpenTx, { userId, key, claim }: Claim) {
  const marked = await tx
    .update(idempotencyKeys)
    .set({ written: true })
    .where(ours(userId, key, claim))
    .returning({ claim: idempotencyKeys.claim });
  return marked.length > 0;
}

/**
 * Renews this request's unanswered claim, so a request that runs long is not taken for one whose server
 * stopped; false once it is answered or no longer ours (nothing left to renew).
 */
export async function renewClaim(db: Db, { userId, key, claim }: Claim) {
  const renewed = await db
    .update(idempotencyKeys)
    .set({ createdAt: sql`now()` })
    .where(and(ours(userId, key, claim), isNull(idempotencyKeys.status)))
    .returning({ claim: idempotencyKeys.claim });
  return renewed.length > 0;
}

/** Keeps the answer on this request's claim (a claim taken over meanwhile is not overwritten). */
export async function storeAnswer(db: Db, { userId, key, claim }: Claim, answer: StoredAnswer) {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(and(ours(userId, key, claim), isNull(idempotencyKeys.status)));
}

/**
 * Lets go of this request's claim, so the key's next request runs the handler again; unless its write
 * committed (a failure after the write): answers false then, and the claim stays.
 */
export async function releaseKey(db: Db, { userId, key, claim }: Claim) {
  const released = await db
    .delete(idempotencyKeys)
    .where(and(ours(userId, key, claim), isNull(idempotencyKeys.status), eq(idempotencyKeys.written, false)))
    .returning({ claim: idempotencyKeys.claim });
  return released.length > 0;
}

/** Deletes every key older than the time answers are kept; returns how many. */
export async function sweepExpiredKeys(db: Db) {
  const swept = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, kept))
    .returning({ key: idempotencyKeys.key });
  return swept.length;
}
