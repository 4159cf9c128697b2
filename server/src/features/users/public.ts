/** What other features may use of users. */
export { searchUsers } from './users.service.ts';
// Adding and removing a to-do (features/todo) answers the user.
export { getUser } from './users.service.ts';
export { defaultGradeSystemOf } from './users.queries.ts';
export { toUserSummary } from './user-summary.ts';
export { sweepOrphanProfilePictures } from './orphan-picture-sweep.ts';
// Tables of the users feature other features join (0227): to-do lists and follows.
export { climbsTodo, userFollows } from './schema.ts';
// Its own part of a person's data export and account deletion, which app.ts hands back with the others' (0227).
export { usersAccountPart } from './account-part.ts';
