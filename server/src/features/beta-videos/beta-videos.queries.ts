import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { betaVideos } from '../../db/schema/beta-videos.ts';

/** The climb's video of this link (one at most, by a unique key). */
export async function findBetaVideoByUrl(db: Tx, climbId: string, url: string) {
  const [row] = await db
    .select()
    .from(betaVideos)
    .where(and(eq(betaVideos.climbId, climbId), eq(betaVideos.url, url)));
  return row;
}

/** Adds a video; undefined when the climb already has this link (the unique key decides). */
export async function insertBetaVideo(db: Tx, values: typeof betaVideos.$inferInsert) {
  const [row] = await db.insert(betaVideos).values(values).onConflictDoNothing().returning();
  return row;
}

export async function deleteBetaVideoRow(db: Tx, id: string) {
  await db.delete(betaVideos).where(eq(betaVideos.id, id));
}
