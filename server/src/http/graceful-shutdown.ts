import type { FastifyInstance } from 'fastify';

/**
 * Stops a server without failing a request: stop accepting connections (a proxy's next ones are
 * refused, so it sends them to another node, POSTs included: they never reached this one), answer
 * `/readyz` with 503, finish the requests in flight for at most `timeoutMs`, then close the app
 * (its timers and hooks) and the database pool. Resolves false when the timeout cut requests off.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  opts: { timeoutMs: number; closeDatabase: () => Promise<void> },
): Promise<boolean> {
  app.drain.draining = true;
  app.server.close(() => {});
  // Keep-alive connections with no request on them would otherwise hold the server open.
  app.server.closeIdleConnections();
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), opts.timeoutMs)));
  const drained = await Promise.race([app.drain.idle().then(() => true as const), timedOut]);
  clearTimeout(timer);
  if (drained) app.server.closeIdleConnections();
  else app.server.closeAllConnections();
  await app.close();
  await opts.closeDatabase();
  return drained;
}
