/**
 * Whether an error says the database cannot be reached (down, restarting, refusing connections), as
 * opposed to a fault in a query: the first is the client's to retry later (503), the second is ours (500).
 * Drizzle wraps the driver's error in `cause`, so the whole chain is read.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error, depth = 0;
    e instanceof Object && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATE.test(code))) return true;
    if (typeof message === 'string' && POOL_MESSAGES.test(message)) return true;
  }
  return false;
}

/** Node's socket errors on the way to the database server. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/** PostgreSQL's connection exceptions (class 08), shutdown and start-up (57P01-57P03), too many connections. */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;
/** node-postgres's own words when the connection drops or cannot be made in time. */
const POOL_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;
