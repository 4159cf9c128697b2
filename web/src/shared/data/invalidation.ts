import { useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { ascentKeys } from './query-keys/ascent-keys';
import { climbKeys } from './query-keys/climb-keys';
import { commentKeys } from './query-keys/comment-keys';
import { listKeys } from './query-keys/list-keys';
import { pulseKeys } from './query-keys/pulse-keys';
import { sessionKeys } from './query-keys/session-keys';
import { userKeys } from './query-keys/user-keys';
import { wallKeys } from './query-keys/wall-keys';

/**
 * Which cached answers each kind of change makes stale: the one map every mutation refreshes through, so what a
 * change shows up in is written here, not implied by how keys are named. A key refreshes every key that starts
 * with it (`climbKeys.all` is every climb, list of climbs, histogram and Previous/Next position).
 *
 * Why each entry holds what it holds (what the server's answers derive from):
 * - a tick counts on its climb (ticks, grade and rating averages), in the climber's and climb's tick lists, in a
 *   list's rankings (completed climbs, flashes) and in the wall's pulse (statistics, leaderboard, feed);
 * - a grade vote moves the climb's average grade, and so the rankings' grade increments and the pulse;
 * - a climb carries its beta videos, and the wall's feed shows new ones;
 * - a climb saved or removed changes its wall's lists of climbs, the lists it is on and their rankings (its grade)
 *   and the pulse's feed; a removed climb also takes its ticks and to-do entries with it;
 * - a deleted hold leaves the climbs that used it without it (and so needing attention);
 * - a wall change shows in wall lists, the map, the wall itself and users' favourites.
 */
export const REFRESHES = {
  tickAdded: [ascentKeys.all, climbKeys.all, listKeys.all, pulseKeys.all],
  tickChanged: [ascentKeys.all, climbKeys.all, listKeys.all, pulseKeys.all],
  tickRemoved: [ascentKeys.all, climbKeys.all, listKeys.all, pulseKeys.all],
  voteCast: [climbKeys.all, listKeys.all, pulseKeys.all],
  tagVoted: [climbKeys.all],
  betaVideoChanged: [climbKeys.all, pulseKeys.all],
  climbSaved: [climbKeys.all, listKeys.all, pulseKeys.all],
  climbRemoved: [climbKeys.all, listKeys.all, pulseKeys.all, ascentKeys.all, userKeys.all],
  listChanged: [listKeys.all, climbKeys.all],
  commentChanged: [commentKeys.all],
  // The server answers a hold change with the whole revision, which replaces the cached one.
  holdAdded: [],
  // A hold the offline queue sent: its answer is not kept, so the wall's revision is asked again.
  queuedHoldAdded: [wallKeys.all],
  holdDeleted: [climbKeys.all],
  // A delete the offline queue sent: the wall's revision too, as for a queued hold.
  queuedHoldDeleted: [wallKeys.all, climbKeys.all],
  wallChanged: [wallKeys.all, userKeys.all],
  wallRemoved: [wallKeys.all, userKeys.all, climbKeys.all, ascentKeys.all, listKeys.all, pulseKeys.all],
  todoChanged: [userKeys.all],
  userChanged: [userKeys.all],
  // Both people's counts, the lists in the dialogs and the follower's feed.
  followChanged: [userKeys.all],
  // A new picture shows wherever the person's avatar is: profiles, comments, ticks and the wall pulse.
  pictureChanged: [userKeys.all, commentKeys.all, ascentKeys.all, pulseKeys.all],
  // A session's answer replaces the cached one; a queued '+1' sent later asks again (issue 45).
  sessionChanged: [sessionKeys.all],
  // 'Sent' makes a tick: everything a tick counts in, and the session.
  sessionSent: [sessionKeys.all, ascentKeys.all, climbKeys.all, listKeys.all, pulseKeys.all],
  // A summary shared to the wall's feed: the feed shows it; the summary's answer replaces the cached one.
  sessionShared: [pulseKeys.all],
  // Everything may name or count the person (now 'Deleted user'); walls they owned passed on or went.
  accountDeleted: [[]],
  // A new identity may see different answers anywhere.
  signedIn: [[]],
} as const satisfies Record<string, readonly QueryKey[]>;

export type Change = keyof typeof REFRESHES;

/** Whether `key` starts with `prefix`, as TanStack Query matches an invalidation's key. */
function startsWith(key: QueryKey, prefix: QueryKey) {
  return prefix.every((part, i) => JSON.stringify(part) === JSON.stringify(key[i]));
}

/**
 * Marks stale, and refetches where shown, everything `change` makes stale. `keep` is an answer the caller has just
 * stored itself (a saved climb), left as it is.
 */
export function refreshAfter(queryClient: QueryClient, change: Change, keep?: QueryKey) {
  const prefixes: readonly QueryKey[] = REFRESHES[change];
  return Promise.all(
    prefixes.map((queryKey) =>
      queryClient.invalidateQueries({
        queryKey,
        predicate: keep ? (query) => !startsWith(query.queryKey, keep) : undefined,
      }),
    ),
  );
}

/** `refreshAfter` bound to the app's query client, for a mutation's `onSuccess`. */
export function useRefreshAfter() {
  const queryClient = useQueryClient();
  return (change: Change, keep?: QueryKey) => refreshAfter(queryClient, change, keep);
}
