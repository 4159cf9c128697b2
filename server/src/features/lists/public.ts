/** What other features may use of climb lists: the climbs of a list, for a filter by list (0227). */
export { climbListClimbs } from './schema.ts';
// Its part of a person's data export and account deletion, which app.ts hands to users (0227).
export { listsAccountPart } from './account-part.ts';
