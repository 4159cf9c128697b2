import type { Db, OpenTx, Tx } from './client.ts';
import { currentWriteScope, runAsTransaction } from './write-scope.ts';

export type { OpenTx } from './client.ts';

// 40P01 deadlock_detected, 40001 serialization_failure: PostgreSQL rolled the whole transaction back,
// so running it again from the start is safe and usually succeeds.
const RETRYABLE_CODES: ReadonlySet<string> = new Set(['40P01', '40001']);

/** True when the error (or the driver error drizzle wraps in `cause`) is a deadlock or serialization failure. */
export function isRetryableConflict(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE_CODES.has(code)) return true;
  }
  return false;
}

/**
 * Runs `body` in a transaction, once more if PostgreSQL aborted it as a deadlock victim or for a
 * serialization failure. A second conflict in a row is thrown: it means contention to look at, not luck.
 * `body` must do nothing but database work, since it may run twice. Given an open transaction
 * (`db` is a Tx already), `body` runs in a savepoint of it and is not retried (the outer one decides).
 *
 * Every write a write route's handler makes goes through here: in the handler's scope (db/write-scope.ts)
 * the outermost transaction ends with the scope's `beforeCommit`, which marks the request's
 * Idempotency-Key as written in the same commit as the write (docs/decisions/0153-key-fate-in-write-commit.md).
 */
export async function inTransaction<T>(db: Db | Tx, body: (tx: OpenTx) => Promise<T>): Promise<T> {
  const beforeCommit = isOpenTransaction(db) ? undefined : currentWriteScope()?.beforeCommit;
  const run = () =>
    (db as Db).transaction((tx) =>
      runAsTransaction(async () => {
        const result = await body(tx);
        if (beforeCommit) await beforeCommit(tx);
        return result;
      }),
    );
  try {
    return await run();
  } catch (error) {
    if (!isRetryableConflict(error) || isOpenTransaction(db)) throw error;
    return run();
  }
}

/** drizzle's transaction objects carry a rollback(); the database handle does not. */
export function isOpenTransaction(db: Db | Tx): boolean {
  return typeof (db as { rollback?: unknown }).rollback === 'function';
}
