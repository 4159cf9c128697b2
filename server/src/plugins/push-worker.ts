import type { FastifyInstance } from 'fastify';

/**
 * The push outbox's worker on this node: once the app is ready, `prepare` (the defaults the outbox
 * trigger reads) then `drain` every `intervalSeconds`; 0 leaves draining to the caller (tests drain on
 * demand). One drain at a time per node; nodes share the work through the outbox's row locks. Closing the
 * app stops the timer and waits for a drain under way. The drain comes from app.ts, as plugins never
 * import a feature.
 */
export async function pushWorkerPlugin(
  app: FastifyInstance,
  opts: {
    intervalSeconds: number;
    prepare: () => Promise<void>;
    drain: () => Promise<{ sent: number; failed: number }>;
  },
) {
  const { intervalSeconds, prepare, drain } = opts;
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= (async () => {
      try {
        const { sent, failed } = await drain();
        if (sent || failed) app.log.info({ sent, failed }, 'push outbox drained');
      } catch (err) {
        app.log.warn({ err }, 'push outbox drain failed; the next run retries');
      } finally {
        running = null;
      }
    })();
  };

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prepare();
    if (intervalSeconds === 0) return;
    timer = setInterval(run, intervalSeconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
