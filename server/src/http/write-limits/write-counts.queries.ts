import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { writeCounts } from '../../db/schema/http.ts';

export interface WindowCount {
  windowSeconds: number;
  windowStart: string;
  count: number;
  /** Seconds until the window ends and its count starts again from zero. */
  secondsLeft: number;
}

const windowEnd = sql`${writeCounts.windowStart} + make_interval(secs => ${writeCounts.windowSeconds})`;

/**
 * Adds `amount` writes to each of the user's windows of `kind`, starting a window afresh where the last one
 * has ended, in one statement: concurrent writes on any server queue on the rows' locks, so each sees
 * a distinct count. Returns the windows as they are after this write.
 */
export async function countWrite(
  db: Db,
  userId: string,
  kind: string,
  windowSeconds: readonly number[],
  amount = 1,
) {
  const passed = sql`${windowEnd} <= now()`;
  return db
    .insert(writeCounts)
    .values(
      windowSeconds.map((seconds) => ({
        userId,
        kind,
        windowSeconds: seconds,
        windowStart: sql`now()`,
        count: amount,
      })),
    )
    .onConflictDoUpdate({
      target: [writeCounts.userId, writeCounts.kind, writeCounts.windowSeconds],
      set: {
        windowStart: sql`case when ${passed} then now() else ${writeCounts.windowStart} end`,
        count: sql`case when ${passed} then ${amount} else ${writeCounts.count} + ${amount} end`,
      },
    })
    .returning({
      windowSeconds: writeCounts.windowSeconds,
      windowStart: writeCounts.windowStart,
      count: writeCounts.count,
      secondsLeft: sql<number>`extract(epoch from ${windowEnd} - now())`.mapWith(Number),
    });
}

/**
 * Takes back a refused write (of `amount`) from the windows it was counted in (unless they have started afresh
 * since), one window per statement: holding one row lock at a time, it can never deadlock with
 * `countWrite`, which locks the windows in order.
 */
export async function uncountWrite(
  db: Db,
  userId: string,
  kind: string,
  windows: readonly WindowCount[],
  amount = 1,
) {
  for (const w of windows) {
    await db
      .update(writeCounts)
      .set({ count: sql`greatest(${writeCounts.count} - ${amount}, 0)` })
      .where(
        and(
          eq(writeCounts.userId, userId),
          eq(writeCounts.kind, kind),
          eq(writeCounts.windowSeconds, w.windowSeconds),
          eq(writeCounts.windowStart, w.windowStart),
        ),
      );
  }
}
