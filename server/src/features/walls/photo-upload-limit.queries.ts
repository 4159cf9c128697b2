import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { photoUploads } from './schema.ts';

const withinWindow = (seconds: number) =>
  gt(photoUploads.created, sql`now() - make_interval(secs => ${seconds})`);

export async function recordUpload(db: Tx, userId: string) {
  const [row] = await db.insert(photoUploads).values({ userId }).returning({ id: photoUploads.id });
  return row!.id;
}

/** The user's uploads within the window (the one just recorded included) and seconds since the oldest. */
export async function recentUploads(db: Tx, userId: string, windowSeconds: number) {
  const [stats] = await db
    .select({
      uploads: count(),
      sinceOldest: sql<number>`coalesce(extract(epoch from now() - min(${photoUploads.created})), 0)`.mapWith(
        Number,
      ),
    })
    .from(photoUploads)
    .where(and(eq(photoUploads.userId, userId), withinWindow(windowSeconds)));
  return stats ?? { uploads: 0, sinceOldest: 0 };
}

export async function forgetUpload(db: Tx, id: string) {
  await db.delete(photoUploads).where(eq(photoUploads.id, id));
}

export async function pruneUploads(db: Tx, windowSeconds: number) {
  await db
    .delete(photoUploads)
    .where(lt(photoUploads.created, sql`now() - make_interval(secs => ${windowSeconds})`));
}
