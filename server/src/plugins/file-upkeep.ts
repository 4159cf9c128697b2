import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { deletePendingFiles } from '../files/pending-deletions.ts';

/**
 * Makes storage converge on the database: finishes recorded deletions, then deletes orphaned photos
 * (wall photos and profile pictures).
 * Runs once the app is ready (start-up, after any crash) and every `intervalMinutes`; 0 turns it off.
 * One run at a time; closing the app stops the timer and waits for a run in progress. The orphan sweep
 * comes from app.ts (the walls' and users' features), as plugins are core and never import a feature.
 */
export async function fileUpkeepPlugin(
  app: FastifyInstance,
  opts: {
    ctx: AppContext;
    intervalMinutes: number;
    graceMinutes: number;
    /** Deletes photos no row refers to that are older than `graceMs`; resolves to how many. */
    sweepOrphans: (ctx: AppContext, graceMs: number) => Promise<number>;
  },
) {
  const { ctx, intervalMinutes, graceMinutes, sweepOrphans } = opts;
  if (intervalMinutes === 0) return;
  let running: Promise<void> | null = null;

  const run = () => {
    running ??= (async () => {
      try {
        const deleted = await deletePendingFiles(ctx.db, ctx.storage);
        const swept = await sweepOrphans(ctx, graceMinutes * 60_000);
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
