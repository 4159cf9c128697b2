/**
 * What other features may use from climbs: import it from here, never from climbs' own folders,
 * so this file is the whole of what they depend on.
 */
export { climbKeys } from './api/climb-keys';
export { WallClimbsSection } from './components/wall-climbs-section';
export { GradeHistogram } from './components/grade-histogram';
export { ClimbNotFound } from './components/climb-not-found';
export { useClimb } from './api/get-climb';
export { climbName, gradeSystemOf, gradesOf, gradeText } from './logic/climb-display';
