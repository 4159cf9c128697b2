import { setTimeout as delay } from 'node:timers/promises';
import type pg from 'pg';

// SQLSTATEs and socket errors that mean the connection died, not that the statement was wrong:
// 57P01 admin_shutdown (pg_terminate_backend, a failover), 57P02 crash_shutdown, 57P03 cannot_connect_now.
const CONNECTION_LOST_CODES: ReadonlySet<string> = new Set([
  '57P01',
  '57P02',
  '57P03',
  'ECONNRESET',
  'EPIPE',
  'ECONNREFUSED',
]);
const CONNECTION_LOST_MESSAGE = /connection terminated|not queryable|terminating connection/i;

/** True when the error says the connection was lost, so the statement's outcome is not its fault. */
export function isConnectionLost(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' && CONNECTION_LOST_CODES.has(code)) ||
    CONNECTION_LOST_MESSAGE.test(error.message)
  );
}

/** A plain SELECT, or a WITH that modifies nothing: running it twice changes nothing. */
export function isReadOnlyStatement(text: string): boolean {
  if (/^\s*select\b/i.test(text)) return true;
  return /^\s*with\b/i.test(text) && !/\b(insert|update|delete|merge)\b/i.test(text);
}

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  const text = (config as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

type AnyQuery = (...args: unknown[]) => unknown;

/**
 * Makes the pool's own query() retry a read once when its connection was lost, so a database
 * failover or pg_terminate_backend is invisible to readers. Only the pool's query() is wrapped:
 * drizzle runs transactions on a checked-out client, whose statements are never retried, and
 * writes are never retried because the server may have committed before the connection died.
 */
export function retryReadsOnLostConnection(pool: pg.Pool): void {
  const query = pool.query.bind(pool) as AnyQuery;
  const retrying: AnyQuery = (...args) => {
    const [config, values] = args;
    const promiseCall =
      args.length <= 2 &&
      typeof values !== 'function' &&
      typeof (config as { submit?: unknown } | null)?.submit !== 'function';
    if (!promiseCall || !isReadOnlyStatement(statementText(config))) return query(...args);
    return (query(...args) as Promise<unknown>).catch(async (error: unknown) => {
      if (!isConnectionLost(error)) throw error;
      // One turn of the event loop lets the pool see the other connections the server closed
      // at the same moment, so the retry does not pick another dead one.
      await delay(0);
      return query(...args);
    });
  };
  pool.query = retrying as typeof pool.query;
}
