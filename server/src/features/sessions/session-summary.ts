import type { Session, SessionSummary } from '@spraybook/contract';
import { climbName } from '@spraybook/contract';
import type { Caller } from '../../access/caller.ts';
import { climbsListedTo } from '../../access/climb-visibility.ts';
import { shownClimbName } from '../../access/subject-names.ts';
import type { AppContext } from '../../context.ts';
import { averageGradesOf } from '../climbs/public.ts';
import { climbNames } from './summary.queries.ts';

type Tries = Session['attempts'];

/** Per climb, in the order the session first tried them: its tries and sends, and each climber's. */
function byClimb(attempts: Tries) {
  const climbs = new Map<string, Tries>();
  for (const a of attempts) climbs.set(a.climb_id, [...(climbs.get(a.climb_id) ?? []), a]);
  return climbs;
}

/** Who tried what, sends, attempts, and the climbs tried and sent per grade id. */
export async function summaryOf(
  ctx: AppContext,
  caller: Caller,
  session: Session,
): Promise<Omit<SessionSummary, 'shared' | 'can_share'>> {
  const climbs = byClimb(session.attempts);
  const ids = [...climbs.keys()];
  // Every climb of a session is on its wall, which the caller reads (`session.read`).
  const listed = climbsListedTo(caller);
  const [names, grades] = await Promise.all([
    climbNames(ctx.db, ids, listed),
    averageGradesOf(ctx.db, ids, caller),
  ]);
  const rows = ids.map((id) => {
    const tries = climbs.get(id)!;
    const found = names.get(id);
    return {
      climb_id: id,
      climb_name: found ? shownClimbName(climbName(found.name), found.readable) : climbName(''),
      grade: found?.readable ? (grades.get(id) ?? null) : null,
      attempts: tries.reduce((sum, t) => sum + t.attempts, 0),
      sends: tries.filter((t) => t.sent).length,
      climbers: tries,
    };
  });
  const perGrade = new Map<number, { tried: number; sent: number }>();
  for (const row of rows) {
    if (row.grade === null) continue;
    const figures = perGrade.get(row.grade) ?? { tried: 0, sent: 0 };
    perGrade.set(row.grade, { tried: figures.tried + 1, sent: figures.sent + (row.sends > 0 ? 1 : 0) });
  }
  const gradeRows = [...perGrade].map(([grade, f]) => ({ grade, ...f })).sort((a, b) => a.grade - b.grade);
  return { session, climbs: rows, grades: gradeRows };
}
