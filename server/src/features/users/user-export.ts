import { GRADES, nearestGrade, USER_NOT_FOUND, type UserExport } from '@spraybook/contract';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { climbsListedTo } from '../../access/climb-visibility.ts';
import { userAccess } from '../../access/user-access.ts';
import { wallsReadableTo } from '../../access/wall-visibility.ts';
import { builtInAccountId } from '../../auth/accounts.ts';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../http/errors.ts';
import { and } from 'drizzle-orm';
import {
  exportAccount,
  exportBetaVideos,
  exportClimbsSet,
  exportSessionAttempts,
  exportComments,
  exportFavorites,
  exportLists,
  exportProfile,
  exportTicks,
  exportTodo,
  exportVotes,
} from './user-export.queries.ts';
import { pictureUrlOf } from './profile-picture-store.ts';
import { notificationsExport } from '../notifications/public.ts';

const FALLBACK_SYSTEM = 'Font';

/**
 * Everything the caller put in (GDPR articles 15 and 20): profile, ticks, votes, comments, beta videos,
 * lists, to-do, the climbs they set, and what they were notified of and how. Names of walls and climbs appear only where the caller may read
 * them now (the access module's visibility), so nothing others keep private comes along.
 */
export async function exportUser(ctx: AppContext, caller: Caller, userId: string): Promise<UserExport> {
  await requireAccess(ctx, caller, userAccess.export_data, userId);
  const names = {
    climbShown: and(climbsListedTo(caller), wallsReadableTo(caller))!,
    wallShown: wallsReadableTo(caller),
  };
  const db = ctx.db;
  const user = await exportProfile(db, userId);
  if (!user) throw new NotFound(USER_NOT_FOUND);
  const system = user.defaultGradeSystem ?? FALLBACK_SYSTEM;
  const gradeOf = (rank: number | null) =>
    rank === null ? null : (nearestGrade(rank, system)?.grade ?? null);
  const [account, favorites, ticks, votes, comments, videos, lists, todo, climbsSet, told, tries] =
    await Promise.all([
      exportAccount(db, builtInAccountId(ctx.config, user.subject)),
      exportFavorites(db, userId, names),
      exportTicks(db, userId, names),
      exportVotes(db, userId, names),
      exportComments(db, userId, names),
      exportBetaVideos(db, userId, names),
      exportLists(db, userId, names),
      exportTodo(db, userId, names),
      exportClimbsSet(db, userId, names),
      notificationsExport(db, caller, userId),
      exportSessionAttempts(db, userId, names),
    ]);
  const onClimb = (r: {
    climbId: string;
    climbName: string | null;
    wallId: string;
    wallName: string | null;
  }) => ({
    climb_id: r.climbId,
    climb_name: r.climbName,
    wall_id: r.wallId,
    wall_name: r.wallName,
  });
  const gradeName = (id: number) => {
    const g = GRADES.find((row) => row.id === id);
    return g ? `${g.grade} (${g.system})` : String(id);
  };
  return {
    exported: new Date().toISOString(),
    profile: {
      id: user.id,
      display_name: user.displayName,
      default_grade_system: user.defaultGradeSystem,
      grade_system_used: system,
      created: user.created,
      username: account?.username ?? null,
      email: account?.email ?? null,
      profile_picture_url: pictureUrlOf(ctx, user.profilePictureKey),
      favorite_walls: favorites.map((f) => ({ wall_id: f.wallId, wall_name: f.wallName })),
    },
    ticks: ticks.map((t) => ({
      id: t.id,
      ...onClimb(t),
      date: t.date,
      grade: gradeOf(t.gradeRank),
      ascent_type: t.ascentType,
      attempts: t.attempts,
      public: t.public,
      notes: t.notes,
      created: t.created,
    })),
    votes: [
      ...votes.grade.map((v) => ({
        kind: 'grade' as const,
        ...onClimb(v),
        value: gradeName(Number(v.value)),
        public: v.public,
      })),
      ...votes.rating.map((v) => ({
        kind: 'rating' as const,
        ...onClimb(v),
        value: `${Number(v.value)} stars`,
        public: v.public,
      })),
      ...votes.broken.map((v) => ({
        kind: 'broken' as const,
        ...onClimb(v),
        value: v.value ? 'yes' : 'no',
        public: v.public,
      })),
      ...votes.tag.map((v) => ({
        kind: 'tag' as const,
        ...onClimb(v),
        value: `${v.tag} ${v.score > 0 ? '+1' : '-1'}`,
        public: true,
      })),
    ],
    comments: [
      ...comments.comments.map((c) => ({ kind: 'comment' as const, ...commentOf(c) })),
      ...comments.replies.map((c) => ({ kind: 'reply' as const, ...commentOf(c) })),
    ],
    beta_videos: videos.map((v) => ({
      ...onClimb(v),
      url: v.url,
      description: v.description,
      created: v.created,
    })),
    lists: lists.map((l) => ({
      id: l.id,
      name: l.name,
      public: l.public,
      wall_id: l.wallId,
      wall_name: l.wallName,
      climbs: l.climbs.map((c) => ({ climb_id: c.climbId, climb_name: c.climbName })),
    })),
    todo: todo.map((t) => ({ ...onClimb(t), added: t.added })),
    session_attempts: tries.map((t) => ({
      session_id: t.sessionId,
      ...onClimb(t),
      sent: t.sent,
      created: t.created,
    })),
    climbs_set: climbsSet.map((c) => ({
      ...onClimb(c),
      description: c.description,
      draft: c.draft,
      grade: gradeOf(c.gradeRank),
      ascents: c.ascents,
      created: c.created,
    })),
    notifications: told.notifications,
    notification_settings: told.settings,
    push_subscriptions: told.pushSubscriptions,
  };
}

function commentOf(c: {
  id: string;
  wallId: string;
  wallName: string | null;
  climbId: string | null;
  climbName: string | null;
  text: string;
  created: string;
  lastEdited: string | null;
}) {
  return {
    id: c.id,
    wall_id: c.wallId,
    wall_name: c.wallName,
    climb_id: c.climbId,
    climb_name: c.climbId ? c.climbName : null,
    text: c.text,
    created: c.created,
    last_edited: c.lastEdited,
  };
}
