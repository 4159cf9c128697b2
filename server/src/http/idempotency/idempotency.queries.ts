import { IDEMPOTENCY_KEY_HOURS } from '@spraybook/contract/plain';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';

/** A key's row as a later request with the same key finds it. */
export interface KeyRecord {
  requestHash: string;
  /** Null while the first request is still running. */
  status: number | null;
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

/**
 * Claims the key for this request in one statement, so of any number of requests (on any server) at
 * once exactly one gets the row back. An expired row, or a claim left without an answer for longer than
 * `staleSeconds` (its server stopped mid-request), is taken over; any other existing row is left alone
 * and nothing comes back.
 */
export async function claimKey(
  db: Db,
  row: { userId: string; key: string; requestHash: string; claim: string },
  staleSeconds: number,
) {
  const abandoned = and(
    isNull(idempotencyKeys.status),
    lt(idempotencyKeys.createdAt, sql`now() - make_interval(secs => ${staleSeconds})`),
  );
  const claimed = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoUpdate({
      target: [idempotencyKeys.userId, idempotencyKeys.key],
      set: {
        requestHash: row.requestHash,
        claim: row.claim,
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
export async function findKey(db: Db, userId: string, key: string): Promise<KeyRecord | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
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

/** Keeps the answer on this request's claim (a claim taken over meanwhile is not overwritten). */
export async function storeAnswer(db: Db, userId: string, key: string, claim: string, answer: StoredAnswer) {
  await db
    .update(idempotencyKeys)
    .set(answer)
    .where(ours(userId, key, claim));
}

/** Lets go of this request's claim, so the key's next request runs the handler again. */
export async function releaseKey(db: Db, userId: string, key: string, claim: string) {
  await db.delete(idempotencyKeys).where(and(ours(userId, key, claim), isNull(idempotencyKeys.status)));
}

/** Deletes every key older than the time answers are kept; returns how many. */
export async function sweepExpiredKeys(db: Db) {
  const swept = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, kept))
    .returning({ key: idempotencyKeys.key });
  return swept.length;
}
