import { nearestGrade, USER_NOT_FOUND, type UserExport } from '@spraybook/contract';
import type { AccountPart, ExportSections } from '../../account-data/account-part.ts';
import { shownNamesFor } from '../../account-data/shown-names.ts';
import { requireAccess } from '../../access/access.ts';
import type { Caller } from '../../access/caller.ts';
import { userAccess } from '../../access/user-access.ts';
import { builtInAccountId } from '../../auth/accounts.ts';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../http/errors.ts';
import { exportAccount, exportFavorites, exportProfile } from './user-export.queries.ts';
import { pictureUrlOf } from './profile-picture-store.ts';

const FALLBACK_SYSTEM = 'Font';

/** The export's sections in the contract's order, each written by the feature whose tables hold it. */
const SECTIONS: readonly (keyof ExportSections)[] = [
  'ticks',
  'votes',
  'comments',
  'beta_videos',
  'lists',
  'todo',
  'session_attempts',
  'climbs_set',
  'notifications',
  'notification_settings',
  'push_subscriptions',
];

/**
 * Everything the caller put in (GDPR articles 15 and 20): the profile, and each feature's sections from the
 * account parts (`parts`: ticks, votes, comments, beta videos, lists, to-do, the climbs they set, and what they
 * were notified of and how). Names of walls and climbs appear only where the caller may read them now (the
 * access module's visibility), so nothing others keep private comes along.
 */
export async function exportUser(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  parts: readonly AccountPart[],
): Promise<UserExport> {
  await requireAccess(ctx, caller, userAccess.export_data, userId);
  const names = shownNamesFor(caller);
  const db = ctx.db;
  const user = await exportProfile(db, userId);
  if (!user) throw new NotFound(USER_NOT_FOUND);
  const system = user.defaultGradeSystem ?? FALLBACK_SYSTEM;
  const gradeOf = (rank: number | null) =>
    rank === null ? null : (nearestGrade(rank, system)?.grade ?? null);
  const person = { db, caller, userId, names, gradeOf };
  const [account, favorites, ...written] = await Promise.all([
    exportAccount(db, builtInAccountId(ctx.config, user.subject)),
    exportFavorites(db, userId, names),
    ...parts.map((part) => part.exportSections?.(person) ?? {}),
  ]);
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
    ...inOrder(Object.assign({}, ...written)),
  };
}

/** The sections the parts wrote, in the contract's order; one no part wrote is a part missing from app.ts. */
function inOrder(written: Partial<ExportSections>): ExportSections {
  const missing = SECTIONS.filter((section) => written[section] === undefined);
  if (missing.length) throw new Error(`No account part exports ${missing.join(', ')}`);
  return Object.fromEntries(SECTIONS.map((section) => [section, written[section]])) as ExportSections;
}
