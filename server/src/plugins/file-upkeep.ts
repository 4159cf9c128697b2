import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { sweepOrphanWallPhotos } from '../features/walls/public.ts';
import { deletePendingFiles } from '../files/pending-deletions.ts';

/**
 * Makes storage converge on the database: finishes recorded deletions, then deletes orphaned photos.
 * Runs once the app is ready (start-up, after any crash) and every `intervalMinutes`; 0 turns it off.
 * One run at a time; closing the app stops the timer and waits for a run in progress.
 */
export async function fileUpkeepPlugin(
  app: FastifyInstance,
  opts: { ctx: AppContext; intervalMinutes: number; graceMinutes: number },
) {
  const { ctx, intervalMinutes, graceMinutes } = opts;
  if (intervalMinutes === 0) return;
  let running: Promise<void> | null = null;

  const run = () => {
    running ??= (async () => {
      try {
        const deleted = await deletePendingFiles(ctx.db, ctx.storage);
        const swept = await sweepOrphanWallPhotos(ctx, graceMinutes * 60_000);
        app.log.info({ deleted, swept }, 'file upkeep finished');
      } catch (err) {
        app.log.warn({ err }, 'file upkeep failed; the next run retries');
      } finally {
        running = null;
      }
    })();
  };

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMinutes * 60_000);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
