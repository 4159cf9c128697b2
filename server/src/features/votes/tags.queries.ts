import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { climbTags, climbTagVotes } from '../climbs/public.ts';

/** The tag on the climb with its votes, or undefined. */
export async function findTag(db: Tx, climbId: string, tagId: string) {
  const [tag] = await db
    .select()
    .from(climbTags)
    .where(and(eq(climbTags.id, tagId), eq(climbTags.climbId, climbId)));
  if (!tag) return undefined;
  const votes = await db
    .select({ userId: climbTagVotes.userId, score: climbTagVotes.score })
    .from(climbTagVotes)
    .where(eq(climbTagVotes.tagId, tagId))
    .orderBy(climbTagVotes.userId);
  return { ...tag, votes };
}

/** The tag of this name on the climb, created if it is not there yet (one per name by a unique key). */
export async function ensureTag(tx: Tx, climbId: string, name: string) {
  await tx.insert(climbTags).values({ climbId, name }).onConflictDoNothing();
  const [tag] = await tx
    .select({ id: climbTags.id })
    .from(climbTags)
    .where(and(eq(climbTags.climbId, climbId), eq(climbTags.name, name)));
  return tag!.id;
}

export async function setTagVote(tx: Tx, tagId: string, userId: string, score: 1 | -1) {
  await tx
    .insert(climbTagVotes)
    .values({ tagId, userId, score })
    .onConflictDoUpdate({ target: [climbTagVotes.tagId, climbTagVotes.userId], set: { score } });
}

/** Takes back the user's vote; the tag goes too when it was the last vote holding it. */
export async function removeTagVote(tx: Tx, tagId: string, userId: string) {
  await tx.delete(climbTagVotes).where(and(eq(climbTagVotes.tagId, tagId), eq(climbTagVotes.userId, userId)));
  await tx
    .delete(climbTags)
    .where(
      and(
        eq(climbTags.id, tagId),
        sql`not exists (select 1 from ${climbTagVotes} v where v.tag_id = ${climbTags.id})`,
      ),
    );
}
