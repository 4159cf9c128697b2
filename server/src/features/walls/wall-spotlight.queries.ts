import { desc } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { walls } from '../../db/schema.ts';
import { visibleInListsTo } from './walls.queries.ts';

/** The newest wall a visitor may find in lists: never private, never archived, whoever asks. */
export async function newestVisitorVisibleWall(db: Tx) {
  const [row] = await db
    .select({ id: walls.id, name: walls.name, gymName: walls.gymName })
    .from(walls)
    .where(visibleInListsTo(null))
    .orderBy(desc(walls.created), walls.id)
    .limit(1);
  return row;
}
