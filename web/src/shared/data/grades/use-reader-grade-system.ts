import { useQuery } from '@tanstack/react-query';
import { useMe } from '../users/get-me';
import { wallQuery } from '../walls/get-wall';
import { FALLBACK_GRADE_SYSTEM, gradeLabel, readerGradeSystem } from '../../util/grades/grade-display';

/**
 * The grade system the reader sees grades in on `wallId` (their default, else the wall's, else Font),
 * or off a wall their default or null (grades as answered). The wall and the profile are the cached
 * answers the page already loads.
 */
export function useReaderGradeSystem(wallId?: string): string | null {
  const me = useMe();
  // Reads the page's cached wall answer; never refetches a failed one on mount, or each grade shown would
  // set a page that waits for its wall back to loading, again and again (a climb page whose wall failed).
  const wall = useQuery({ ...wallQuery(wallId ?? ''), enabled: !!wallId, retryOnMount: false });
  const system = readerGradeSystem(me.data?.default_grade_system, wall.data?.grade_system);
  return wallId ? (system ?? FALLBACK_GRADE_SYSTEM) : system;
}

/** `gradeLabel` in the reader's system on `wallId` (see useReaderGradeSystem): how a component shows grades. */
export function useGradeLabel(wallId?: string): (gradeId: number | null | undefined) => string | null {
  const system = useReaderGradeSystem(wallId);
  return (gradeId) => gradeLabel(gradeId, system);
}
