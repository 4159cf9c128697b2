import { GRADES, type ClimbHoldLists } from '@spraybook/contract/plain';

/** A climb's name as shown: 'Unnamed climb' when empty (spec 3). */
export { climbName } from '@spraybook/contract/plain';

/** The system of a grade id ('Font', 'V'), or null. */
export const gradeSystemOf = (gradeId: number | null | undefined) =>
  GRADES.find((g) => g.id === gradeId)?.system ?? null;

/** The grades of one system, easiest first. */
export const gradesOf = (system: string) =>
  GRADES.filter((g) => g.system === system).sort((a, b) => a.rank - b.rank);

/** The holds of a climb as the API takes them (copies, so later edits never share arrays). */
export const holdLists = (holds: ClimbHoldLists): { [K in keyof ClimbHoldLists]: string[] } => ({
  start_holds: [...holds.start_holds],
  intermediate_holds: [...holds.intermediate_holds],
  top_holds: [...holds.top_holds],
  foot_holds: [...holds.foot_holds],
  hand_only_holds: [...holds.hand_only_holds],
  circuit_holds: [...holds.circuit_holds],
});
