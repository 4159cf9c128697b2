/** The system grades show in when neither the reader nor the wall says otherwise. */
export const FALLBACK_GRADE_SYSTEM = 'Font';

/**
 * The grade system a reader sees grades in: their own default, else the wall's (the one most of its
 * climbs were set in, `grade_system` on the wall's answer), else Font. Null off a wall for a reader
 * without a default: grades then show as the server answered them (each in its own wall's system).
 */
export function readerGradeSystem(own: string | null | undefined, wall?: string | null): string | null {
  return own ?? wall ?? null;
}

// One rule for every grade on screen, the server's first screen included (contract's grade-ranks.ts).
export { gradeIn, gradeLabel } from '@spraybook/contract/plain';
