import { z } from 'zod';
import { PublicConfig } from './config.ts';
import { Grade } from './grades.ts';
import { QuickSearchQuery, SearchResult } from './search.ts';
import { CreateUserBody, UpdateUserBody, User, UserSearchQuery, UserSummary } from './users.ts';
import {
  FavoriteWallBody,
  IdResponse,
  MapWall,
  SpotlightWall,
  UpdateWallBody,
  Wall,
  WallBody,
  WallRevision,
  WallsPage,
  WallsQuery,
} from './walls.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Endpoint {
  method: Method;
  /** Path under /api, Fastify style (`/walls/:id`). */
  path: string;
  summary: string;
  tag: string;
  /** `required`: 401 without a valid token; `optional`: read with or without one. */
  auth: 'required' | 'optional';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
  /** Status of a successful reply (default 200). */
  status?: number;
}

const define = <E extends Endpoint>(e: E) => e;

const Empty = z.null().describe('No content');
const IdParams = z.object({ id: z.uuid('The id is not valid.') });
const WallIdParams = z.object({ id: z.uuid('The id is not valid.') });
const RevisionParams = z.object({
  id: z.uuid('The id is not valid.'),
  revId: z.union([z.literal('latest'), z.uuid('The id is not valid.')]),
});
const FavoriteParams = z.object({
  userId: z.uuid('The id is not valid.'),
  wallId: z.uuid('The id is not valid.'),
});
const UserIdParams = z.object({ userId: z.uuid('The id is not valid.') });

export const endpoints = {
  getConfig: define({
    method: 'GET',
    path: '/config',
    summary: 'Public client configuration',
    tag: 'meta',
    auth: 'optional',
    response: PublicConfig,
  }),
  getGrades: define({
    method: 'GET',
    path: '/grade-system-grades',
    summary: 'All grades of all systems',
    tag: 'grades',
    auth: 'optional',
    response: z.array(Grade),
  }),

  getMe: define({
    method: 'GET',
    path: '/users/me',
    summary: 'The signed-in user (404 before POST /users)',
    tag: 'users',
    auth: 'required',
    response: User,
  }),
  createUser: define({
    method: 'POST',
    path: '/users',
    summary: 'Create the user for the signed-in identity',
    tag: 'users',
    auth: 'required',
    body: CreateUserBody,
    response: User,
    status: 201,
  }),
  quickSearch: define({
    method: 'GET',
    path: '/quick-search',
    summary: 'Walls and climbers matching a text, best matches first (no paging)',
    tag: 'search',
    auth: 'optional',
    query: QuickSearchQuery,
    response: z.array(SearchResult),
  }),
  searchUsers: define({
    method: 'GET',
    path: '/users/search',
    summary: 'Find users by display name',
    tag: 'users',
    auth: 'optional',
    query: UserSearchQuery,
    response: z.array(UserSummary),
  }),
  getUser: define({
    method: 'GET',
    path: '/users/:id',
    summary: 'A user',
    tag: 'users',
    auth: 'optional',
    params: IdParams,
    response: User,
  }),
  updateUser: define({
    method: 'PUT',
    path: '/users/:id',
    summary: 'Change own display name or default grade system',
    tag: 'users',
    auth: 'required',
    params: IdParams,
    body: UpdateUserBody,
    response: User,
  }),
  addFavoriteWall: define({
    method: 'PUT',
    path: '/users/:userId/favorite-walls',
    summary: 'Add a favourite wall',
    tag: 'users',
    auth: 'required',
    params: UserIdParams,
    body: FavoriteWallBody,
    response: User,
  }),
  removeFavoriteWall: define({
    method: 'DELETE',
    path: '/users/:userId/favorite-walls/:wallId',
    summary: 'Remove a favourite wall',
    tag: 'users',
    auth: 'required',
    params: FavoriteParams,
    response: User,
  }),

  listWalls: define({
    method: 'GET',
    path: '/walls',
    summary: 'Find walls by name or gym',
    tag: 'walls',
    auth: 'optional',
    query: WallsQuery,
    response: WallsPage,
  }),
  mapWalls: define({
    method: 'GET',
    path: '/walls/map',
    summary: 'Every visible wall with coordinates',
    tag: 'walls',
    auth: 'optional',
    response: z.array(MapWall),
  }),
  getSpotlightWall: define({
    method: 'GET',
    path: '/walls/spotlight',
    summary: "The 'Spraywall of the month': the newest public, not archived wall, or null",
    tag: 'walls',
    auth: 'optional',
    response: SpotlightWall.nullable(),
  }),
  getWall: define({
    method: 'GET',
    path: '/walls/:id',
    summary: 'A wall',
    tag: 'walls',
    auth: 'optional',
    params: WallIdParams,
    response: Wall,
  }),
  createWall: define({
    method: 'POST',
    path: '/walls',
    summary: 'Add a wall with its photo',
    tag: 'walls',
    auth: 'required',
    body: WallBody,
    response: IdResponse,
    status: 201,
  }),
  updateWall: define({
    method: 'PUT',
    path: '/walls/:id',
    summary: 'Edit wall details, or archive/unarchive it',
    tag: 'walls',
    auth: 'required',
    params: WallIdParams,
    body: UpdateWallBody,
    response: IdResponse,
  }),
  deleteWall: define({
    method: 'DELETE',
    path: '/walls/:id',
    summary: 'Delete a wall and everything on it',
    tag: 'walls',
    auth: 'required',
    params: WallIdParams,
    response: Empty,
    status: 204,
  }),
  getRevision: define({
    method: 'GET',
    path: '/walls/:id/revisions/:revId',
    summary: "A wall photo revision and its holds ('latest' for the newest)",
    tag: 'walls',
    auth: 'optional',
    params: RevisionParams,
    response: WallRevision,
  }),
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
