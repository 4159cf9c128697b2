import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { userFollows } from './schema.ts';

/** Follows `followedId` as `followerId`; following twice changes nothing. The counts move by trigger. */
export async function insertFollow(db: Tx, followerId: string, followedId: string) {
  await db.insert(userFollows).values({ followerId, followedId }).onConflictDoNothing();
}

export async function deleteFollow(db: Tx, followerId: string, followedId: string) {
  await db
    .delete(userFollows)
    .where(and(eq(userFollows.followerId, followerId), eq(userFollows.followedId, followedId)));
}

/** The ids `userId` follows, newest follow first. */
export async function followedUserIds(db: Tx, userId: string) {
  const rows = await db
    .select({ id: userFollows.followedId })
    .from(userFollows)
    .where(eq(userFollows.followerId, userId))
    .orderBy(desc(userFollows.created), userFollows.followedId);
  return rows.map((r) => r.id);
}

const summaryColumns = {
  id: users.id,
  displayName: users.displayName,
  profilePictureKey: users.profilePictureKey,
  deleted: users.deleted,
};

/** Who follows `userId` (`side` 'followers') or whom they follow ('following'), newest first. */
export async function followPeople(db: Tx, userId: string, side: 'followers' | 'following', limit: number) {
  const [mine, theirs] =
    side === 'followers'
      ? [userFollows.followedId, userFollows.followerId]
      : [userFollows.followerId, userFollows.followedId];
  return (
    db
      .select(summaryColumns)
      .from(userFollows)
      .innerJoin(users, eq(users.id, theirs))
      // A deleted account is no one to follow or be followed by.
      .where(and(eq(mine, userId), eq(users.deleted, false)))
      .orderBy(desc(userFollows.created), users.id)
      .limit(limit)
  );
}
