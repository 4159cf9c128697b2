import { useMe } from '../users/get-me';
import { useWall } from '../walls/get-wall';
import { FALLBACK_GRADE_SYSTEM, gradeLabel, readerGradeSystem } from './grade-display';

/**
 * The grade system the reader sees grades in on `wallId` (their default, else the wall's, else Font),
 * or off a wall their default or null (grades as answered). The wall and the profile are the cached
 * answers the page already loads.
 */
export function useReaderGradeSystem(wallId?: string): string | null {
  const me = useMe();
  const wall = useWall(wallId);
  const system = readerGradeSystem(me.data?.default_grade_system, wall.data?.grade_system);
  return wallId ? (system ?? FALLBACK_GRADE_SYSTEM) : system;
}

/** `gradeLabel` in the reader's system on `wallId` (see useReaderGradeSystem): how a component shows grades. */
export function useGradeLabel(wallId?: string): (gradeId: number | null | undefined) => string | null {
  const system = useReaderGradeSystem(wallId);
  return (gradeId) => gradeLabel(gradeId, system);
}
