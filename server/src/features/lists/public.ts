/** What other features may use of climb lists: the climbs of a list, for a filter by list (0227). */
export { climbListClimbs } from './schema.ts';
