import { useQuery } from '@tanstack/react-query';
import type { Ascent, AscentsFilter } from '@spraybook/contract';
import { ASCENTS_LIMIT_MAX } from '@spraybook/contract/plain';
import { api } from '../../../shared/data/api-client';
import { ascentKeys } from '../../../shared/data/query-keys/ascent-keys';
import { useQueuedWrites } from '../../../shared/offline/public';
import { withPendingTicks } from '../logic/pending-ticks';

/** Ticks matching a filter that the caller may see, newest ascent first. */
export function useAscents(filter: AscentsFilter | null, page = { limit: 100, offset: 0 }) {
  return useQuery({
    queryKey: ascentKeys.query(filter ?? {}, page),
    queryFn: () => api('queryAscents', { body: filter ?? {}, query: page }),
    enabled: filter !== null,
  });
}

/** The same ticks with the caller's writes still waiting on this phone applied (each marked `waiting`). */
export function useAscentsWithWaiting(filter: AscentsFilter | null, page = { limit: 100, offset: 0 }) {
  const query = useAscents(filter, page);
  const writes = useQueuedWrites();
  if (!query.data || !filter) return { ...query, data: undefined };
  const { ascents, totalChange } = withPendingTicks(query.data.ascents, writes, filter);
  return { ...query, data: { ascents, total: query.data.total + totalChange } };
}

const NEWEST = { limit: 1, offset: 0 };

/**
 * The climber's newest tick of a climb (one waiting on the phone first): null when they have none, undefined
 * until known (or for a visitor). The climb's tick state and the tick sheet's same-day question share it.
 */
export function useMyNewestTick(climbId: string, userId: string | undefined) {
  const mine = useAscentsWithWaiting(userId ? { climb_id: climbId, user_id: userId } : null, NEWEST);
  return mine.data ? (mine.data.ascents[0] ?? null) : undefined;
}

/** The most ticks a climber's totals count: beyond, the page says they are of the latest this many. */
export const EVERY_ASCENT_MAX = 5_000;

async function everyAscent(filter: AscentsFilter): Promise<Ascent[]> {
  const all: Ascent[] = [];
  for (let offset = 0; offset < EVERY_ASCENT_MAX; offset += ASCENTS_LIMIT_MAX) {
    const page = await api('queryAscents', { body: filter, query: { limit: ASCENTS_LIMIT_MAX, offset } });
    all.push(...page.ascents);
    if (all.length >= page.total || page.ascents.length < ASCENTS_LIMIT_MAX) break;
  }
  return all;
}

/**
 * Every tick matching a filter (up to `EVERY_ASCENT_MAX`, page after page), with the caller's waiting ones,
 * for totals that must count them all; fetched only when `wanted` (more ticks than one page holds).
 */
export function useEveryAscent(filter: AscentsFilter | null, wanted: boolean) {
  const writes = useQueuedWrites();
  const query = useQuery({
    queryKey: ascentKeys.every(filter ?? {}),
    queryFn: () => everyAscent(filter ?? {}),
    enabled: filter !== null && wanted,
  });
  if (!query.data || !filter) return undefined;
  return withPendingTicks(query.data, writes, filter).ascents;
}
