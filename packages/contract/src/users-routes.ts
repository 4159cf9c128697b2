import { route, type Route } from './route.ts';

const tag = 'users';

/** The users feature's calls; `routes` holds them with the rest. */
export const usersRoutes = {
  getMe: route({
    method: 'GET',
    path: '/users/me',
    summary: 'The signed-in user (404 before POST /users)',
    tag,
    auth: 'required',
  }),
  createUser: route({
    method: 'POST',
    path: '/users',
    summary: 'Create the user for the signed-in identity',
    tag,
    auth: 'required',
    status: 201,
  }),
  searchUsers: route({
    method: 'GET',
    path: '/users/search',
    summary: 'Find users by display name',
    tag,
    auth: 'optional',
  }),
  followUser: route({
    method: 'POST',
    path: '/users/:userId/follow/:targetId',
    summary: 'Follow a climber (as yourself); following again changes nothing',
    tag,
    auth: 'required',
    limit: 'follow',
  }),
  unfollowUser: route({
    method: 'DELETE',
    path: '/users/:userId/unfollow/:targetId',
    summary: 'Stop following a climber (as yourself); unfollowing again changes nothing',
    tag,
    auth: 'required',
    limit: 'follow',
  }),
  getFollowers: route({
    method: 'GET',
    path: '/users/:userId/followers',
    summary: 'The people following a user, newest first',
    tag,
    auth: 'optional',
  }),
  getFollowing: route({
    method: 'GET',
    path: '/users/:userId/following',
    summary: 'The people a user follows, newest first',
    tag,
    auth: 'optional',
  }),
  getUser: route({
    method: 'GET',
    path: '/users/:id',
    summary: 'A user',
    tag,
    auth: 'optional',
  }),
  updateUser: route({
    method: 'PUT',
    path: '/users/:id',
    summary: 'Change own display name or default grade system',
    tag,
    auth: 'required',
    limit: 'profile',
  }),
  addFavoriteWall: route({
    method: 'PUT',
    path: '/users/:userId/favorite-walls',
    summary: 'Add a favourite wall',
    tag,
    auth: 'required',
  }),
  removeFavoriteWall: route({
    method: 'DELETE',
    path: '/users/:userId/favorite-walls/:wallId',
    summary: 'Remove a favourite wall',
    tag,
    auth: 'required',
  }),
  deleteUser: route({
    method: 'DELETE',
    path: '/users/:id',
    summary: "Delete one's own account: identity and personal data go, public contributions stay",
    tag,
    auth: 'required',
    status: 204,
  }),
  getAccountDeletionPreview: route({
    method: 'GET',
    path: '/users/:id/deletion-preview',
    summary: "What deleting one's own account would do with each wall it owns",
    tag,
    auth: 'required',
  }),
  exportUser: route({
    method: 'GET',
    path: '/users/:id/export',
    summary: 'Everything one put in, to take away (own account only)',
    tag,
    auth: 'required',
    limit: 'export',
  }),
  getRecoveryEmail: route({
    method: 'GET',
    path: '/users/:id/recovery-email',
    summary: "Own account's password-reset address, and whether recovery is available",
    tag,
    auth: 'required',
  }),
  setRecoveryEmail: route({
    method: 'PUT',
    path: '/users/:id/recovery-email',
    summary:
      'Ask to change own password-reset address (mails a confirmation link to it), or clear it; needs the password',
    tag,
    auth: 'required',
    statuses: [429], // wrong passwords (as sign-in's), and confirmation mails per hour
  }),
  signOutEverywhere: route({
    method: 'POST',
    path: '/users/:id/sign-out-everywhere',
    summary: "End every session of one's own account: its access tokens answer 401 and refreshes fail",
    tag,
    auth: 'required',
    status: 204,
  }),
  uploadProfilePicture: route({
    method: 'POST',
    path: '/users/:userId/profile-picture',
    summary: 'Set own profile picture (base64 image, stored as WebP)',
    tag,
    auth: 'required',
    limit: 'picture',
    statuses: [503], // the picture waits its turn behind the wall photos (IMAGES_BUSY)
  }),
} satisfies Record<string, Route>;
