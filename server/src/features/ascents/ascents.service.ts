import { ASCENT_NOT_FOUND } from '@spraybook/contract';
import type { Ascent, AscentsPage } from '@spraybook/contract';
import { ascentFlags } from '../../access/authored-flags.ts';
import type { Caller } from '../../access/caller.ts';
import { ascentsListedTo } from '../../access/ascent-visibility.ts';
import { subjectsReadableTo } from '../../access/subject-names.ts';
import type { AppContext } from '../../context.ts';
import { NotFound } from '../../http/errors.ts';
import { climbGradesOf, gradeAtAngle, type ClimbGrades } from '../climbs/public.ts';
import { toAscent } from './ascents.mapper.ts';
import { ascentRows, findAscent, type AscentFilter, type AscentRow } from './ascents.queries.ts';

const flagsOf = (caller: Caller, row: AscentRow) => ascentFlags(caller, row);
const gradesOf = (grades: ClimbGrades, row: AscentRow) => ({
  average: grades.average.get(row.climbId) ?? null,
  atAngle: gradeAtAngle(grades, row.climbId, row.angle),
});

/** A tick as `caller` sees it, with no permission check: for commands after `requireAccess`. */
export async function ascentAnswer(ctx: AppContext, caller: Caller, id: string): Promise<Ascent> {
  const row = await findAscent(ctx.db, id, subjectsReadableTo(caller));
  if (!row) throw new NotFound(ASCENT_NOT_FOUND);
  const grades = await climbGradesOf(ctx.db, [row.climbId], caller);
  return toAscent(row, gradesOf(grades, row), flagsOf(caller, row));
}

/** POST /ascents/query: the ticks matching the filter that the caller may read, newest first. */
export async function queryAscents(
  ctx: AppContext,
  caller: Caller,
  filter: AscentFilter,
  page: { limit: number; offset: number },
): Promise<AscentsPage> {
  const { rows, total } = await ascentRows(ctx.db, {
    filter,
    listed: ascentsListedTo(caller),
    readable: subjectsReadableTo(caller),
    ...page,
  });
  const grades = await climbGradesOf(
    ctx.db,
    rows.map((r) => r.climbId),
    caller,
  );
  return {
    ascents: rows.map((row) => toAscent(row, gradesOf(grades, row), flagsOf(caller, row))),
    total,
  };
}
