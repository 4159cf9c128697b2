/**
 * What other features may use from climbs: import it from here, never from climbs' own folders,
 * so this file is the whole of what they depend on.
 */
export { WallClimbsSection } from './components/wall-climbs-section';
export { GradeHistogram } from './components/grade-histogram';
