import { AsyncLocalStorage } from 'node:async_hooks';
import type { OpenTx } from './client.ts';

/**
 * A write request's handler, as the transactions it runs see it (http/idempotency/ opens one around every
 * handler of a write route). `beforeCommit` runs inside each of its transactions, last, so what it records
 * (the request's Idempotency-Key is `written`) commits or rolls back with the write itself.
 */
export interface WriteScope {
  /** `POST /api/ascents`: names the route when a write is found outside a transaction. */
  route: string;
  beforeCommit: ((tx: OpenTx) => Promise<void>) | null;
  /** False once the handler has returned: work it left running (a mail sent after the answer) is not its write. */
  open: boolean;
}

const scopes = new AsyncLocalStorage<{ scope: WriteScope; inTransaction: boolean }>();

/** Runs a write route's handler in its scope, which closes when the handler settles. */
export async function runInWriteScope<T>(scope: WriteScope, handler: () => Promise<T>): Promise<T> {
  try {
    return await scopes.run({ scope, inTransaction: false }, handler);
  } finally {
    scope.open = false;
  }
}

/** The handler's scope, when this runs in one that is still open. */
export function currentWriteScope(): WriteScope | undefined {
  const found = scopes.getStore();
  return found?.scope.open ? found.scope : undefined;
}

/** Runs a transaction's body marked as such, so a statement can tell whether it runs in one. */
export function runAsTransaction<T>(body: () => Promise<T>): Promise<T> {
  const found = scopes.getStore();
  return found ? scopes.run({ ...found, inTransaction: true }, body) : body();
}

// A statement that starts by writing, or a `with` whose part writes; then its table.
const WRITE_STATEMENT =
  /^\s*(insert\s+into|update|delete\s+from)\s+"?(\w+)|^\s*with\b[\s\S]*?\b(insert\s+into|update|delete\s+from)\s+"?(\w+)/i;

/**
 * Rows that count attempts or keep house, not the change a request asks for: a crash after one of these
 * costs an attempt or leaves a clean-up for later, never a change done twice. They are written outside
 * the write's transaction on purpose (a limit counts refused requests too), so they must not mark the key.
 */
const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set([
  'idempotency_keys',
  'write_counts',
  'photo_uploads',
  'login_failures',
  'sign_up_attempts',
  'recovery_requests',
  'pending_file_deletions',
]);

/**
 * The route whose handler is sending this statement, when it writes a row of the change outside any
 * `inTransaction`: such a write commits on its own, so its Idempotency-Key is not marked written with
 * it, and a retry after a crash would run it again. The test app fails a test file on one
 * (test/test-app.ts).
 */
export function writeOutsideTransaction(statement: string): string | undefined {
  const found = scopes.getStore();
  if (!found?.scope.open || found.inTransaction) return undefined;
  const write = WRITE_STATEMENT.exec(statement);
  const table = write?.[2] ?? write?.[4];
  return table && !BOOKKEEPING_TABLES.has(table) ? found.scope.route : undefined;
}
