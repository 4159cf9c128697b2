/** What other features may use of users. */
export { searchUsers } from './users.service.ts';
