/**
 * What other features may use from users: import it from here, never from users' own folders,
 * so this file is the whole of what they depend on.
 */
export { createUser } from './api/create-user';
export { meQuery, useMe } from './api/get-me';
export { userQuery, useUser } from './api/get-user';
export { useUserSearch } from './api/search-users';
export { userKeys } from './api/user-keys';
