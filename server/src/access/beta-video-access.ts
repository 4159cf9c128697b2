import { BETA_VIDEO_NOT_FOUND, NOT_BETA_VIDEO_AUTHOR } from '@spraybook/contract';
import { betaVideoFacts } from './access.queries.ts';
import { authorOnly, authorRoleOf, readerOf, type AuthorRole } from './authored.ts';
import { climbAccess } from './climb-access.ts';
import { defineKind } from './resource-kind.ts';

export interface BetaVideoFacts {
  /** Whether the caller may read the video's climb (`climb.read`). */
  climbReadable: boolean;
}

/** Beta videos: seen by whoever sees their climb (added with `climb.add_beta_video`); removed by their author. */
export const betaVideoAccess = defineKind<AuthorRole, BetaVideoFacts>()({
  notFound: BETA_VIDEO_NOT_FOUND,
  async lookup(db, userId, videoId) {
    const video = await betaVideoFacts(db, videoId);
    if (!video) return null;
    const climbReadable = (await climbAccess.check(db, readerOf(userId), 'read', video.climbId)) === 'allow';
    // The climb comes back to the service, which checks it is the one the path names (no second read).
    return { role: authorRoleOf(userId, video.userId), facts: { climbReadable }, climbId: video.climbId };
  },
  reads: {},
  writes: { delete: authorOnly((_, video) => video.climbReadable) },
  forbidden: { delete: NOT_BETA_VIDEO_AUTHOR },
});
