import { asc, eq } from 'drizzle-orm';
import type { AccountPart } from '../../account-data/account-part.ts';
import { climbColumns, onClimb } from '../../account-data/shown-names.ts';
import { betaVideos } from '../../db/schema/beta-videos.ts';
import { climbs } from '../../db/schema/climbs.ts';
import { walls } from '../../db/schema/walls.ts';

/** A person's beta videos in their data export (they stay, anonymous, with the account's deletion). */
export const betaVideosAccountPart: AccountPart = {
  async exportSections({ db, userId, names }) {
    const videos = await db
      .select({
        ...climbColumns(names),
        url: betaVideos.url,
        description: betaVideos.description,
        created: betaVideos.created,
      })
      .from(betaVideos)
      .innerJoin(climbs, eq(climbs.id, betaVideos.climbId))
      .innerJoin(walls, eq(walls.id, climbs.wallId))
      .where(eq(betaVideos.userId, userId))
      .orderBy(asc(betaVideos.created));
    return {
      beta_videos: videos.map((v) => ({
        ...onClimb(v),
        url: v.url,
        description: v.description,
        created: v.created,
      })),
    };
  },
};
