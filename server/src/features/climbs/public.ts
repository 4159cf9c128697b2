/** What other features and the demo seed may use of climbs. */
export { createClimbSetBy } from './climb-commands.ts';
export { averageGradesOf } from './climb-grades.ts';
export { lockClimb } from './climbs.queries.ts';
export { findListedClimbs } from './climb-search.ts';
