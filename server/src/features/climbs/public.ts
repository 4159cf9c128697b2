/** What other features and the demo seed may use of climbs. */
export { createClimbSetBy } from './climb-commands.ts';
export { averageGradesOf, climbGradesOf, gradeAtAngle, type ClimbGrades } from './climb-grades.ts';
export { checkClimbedAngle } from './climbed-angle.ts';
export { findClimb, lockClimb } from './climbs.queries.ts';
// Votes and beta videos (features/votes, features/beta-videos) answer a written video as the climb's answer shows it.
export { toBetaVideo } from './beta-videos.mapper.ts';
export { findListedClimbs } from './climb-search.ts';
// The first screen of a climb's page (features/first-screen) reads it as the API answers a visitor.
export { climbNeighboursAnswer, getClimb } from './climbs.service.ts';
export { climbFilterCondition } from './climb-filters.ts';
// Tables of the climbs feature other features join (0227): a climb's holds and its tags with their votes.
export { climbHolds, climbTags, climbTagVotes } from './schema.ts';
// Its part of a person's data export and account deletion, which app.ts hands to users (0227).
export { climbsAccountPart } from './account-part.ts';
