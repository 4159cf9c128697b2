import type { FastifyInstance } from 'fastify';

/** Time for connections accepted just before the listener closed to deliver their request. */
const SETTLE_MS = 100;

/**
 * Stops a server without failing a request: stop accepting connections (a proxy's next ones are
 * refused, so it sends them to another node, POSTs included: they never reached this one), answer
 * `/readyz` with 503, finish the requests in flight for at most `timeoutMs`, then close the app
 * (its timers and hooks) and the database pool. Resolves false when the timeout cut requests off.
 * The app must be built with `return503OnClosing: false`: a request that reached this node is
 * answered, never refused with a 503 that a proxy would not resend for a POST.
 */
export async function shutDownGracefully(
  app: FastifyInstance,
  opts: { timeoutMs: number; closeDatabase: () => Promise<void> },
): Promise<boolean> {
  const { server, drain } = app;
  drain.draining = true;
  const closeIdleConnections = server.closeIdleConnections.bind(server);
  // http.Server.close() drops every connection with no request under way, among them one accepted a
  // moment ago whose request is still unread (a POST that nginx will not resend): they speak first.
  server.closeIdleConnections = () => {};
  // Stops accepting at once; resolves once every connection has ended and the onClose hooks ran.
  const closed = app.close();
  while (server.listening) await sleep(5);
  await sleep(SETTLE_MS);
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>(
    (resolve) => (timer = setTimeout(() => resolve(false), opts.timeoutMs)),
  );
  const drained = await Promise.race([drain.idle().then(() => true as const), timedOut]);
  clearTimeout(timer);
  if (!drained) server.closeAllConnections();
  // Keep-alive connections end once idle (a request that just began on one ends with `Connection: close`).
  closeIdleConnections();
  const sweep = setInterval(closeIdleConnections, 100);
  try {
    await closed;
  } finally {
    clearInterval(sweep);
  }
  await opts.closeDatabase();
  return drained;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
