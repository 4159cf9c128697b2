/** What other features may use of users. */
export { searchUsers } from './users.service.ts';
export { defaultGradeSystemOf } from './users.queries.ts';
