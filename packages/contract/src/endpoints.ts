import { z } from 'zod';
import { PushKey, PushSubscriptionBody, PushUnsubscribeBody } from './push.ts';
import { queryParameters } from './query.ts';
import { Ascent, AscentBody, AscentsFilter, AscentsPage, AscentsQuery } from './ascents.ts';
import { BetaVideo, BetaVideoBody } from './beta-videos.ts';
import { ClimbList, ClimbListBody, ClimbListsQuery, ClimbListUpdate, Rankings } from './climb-lists.ts';
import {
  Comment,
  CommentBody,
  CommentEditBody,
  CommentsPage,
  CommentsQuery,
  Reply,
  ReplyBody,
} from './comments.ts';
import { PublicConfig } from './config.ts';
import {
  Climb,
  ClimbBody,
  ClimbFilters,
  ClimbNeighbours,
  ClimbsPage,
  ClimbTag,
  GradeHistogram,
  GradeHistogramQuery,
  GradeVote,
  SimilarClimb,
  SimilarClimbsBody,
  WallClimbsQuery,
  WallSetter,
} from './climbs.ts';
import { CLIMB_TAG_NAMES } from './climb-tags.ts';
import { Grade } from './grades.ts';
import type { Endpoint } from './endpoint.ts';
import { routes, type RouteName } from './routes.ts';
import { sessionEndpoints } from './session-endpoints.ts';
import { sessionInvitationEndpoints } from './session-invitations.ts';
import { QuickSearchQuery, SearchResult } from './search.ts';
import { PersonalFeedPage, PersonalFeedQuery } from './personal-feed.ts';
import {
  NotificationSettings,
  NotificationSettingsBody,
  NotificationsPage,
  NotificationsQuery,
  UnreadNotifications,
} from './notifications.ts';
import { WallFeedItem, WallFeedQuery, WallStatistics } from './wall-pulse.ts';
import { BrokenVote, BrokenVoteBody, RatingVote, RatingVoteBody, GradeVoteBody } from './votes.ts';
import {
  CreateUserBody,
  AccountDeletionPreview,
  ProfilePictureBody,
  RecoveryEmail,
  RecoveryEmailBody,
  UpdateUserBody,
  User,
  UserSearchQuery,
  UserSummary,
} from './users.ts';
import { UserExport } from './user-export.ts';
import {
  FavoriteWallBody,
  HoldAdded,
  HoldBody,
  HoldsAdded,
  HoldsBody,
  HoldUsage,
  IdResponse,
  MapWall,
  SpotlightWall,
  UpdateWallBody,
  Wall,
  WallBody,
  WallRevision,
  WallQuery,
  WallsPage,
  WallsQuery,
} from './walls.ts';

export type { Endpoint } from './endpoint.ts';

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
const HoldParams = RevisionParams.extend({ holdId: z.uuid('The id is not valid.') });
const GradeParams = z.object({ id: z.coerce.number().int('The id is not valid.') });
const ClimbParams = z.object({ id: z.uuid('The id is not valid.'), climbId: z.uuid('The id is not valid.') });
const VoteParams = z.object({ id: z.uuid('The id is not valid.'), voteId: z.uuid('The id is not valid.') });
const TodoParams = z.object({
  userId: z.uuid('The id is not valid.'),
  climbId: z.uuid('The id is not valid.'),
});
const TagParams = z.object({ id: z.uuid('The id is not valid.'), tagId: z.uuid('The id is not valid.') });
const BetaVideoParams = z.object({
  id: z.uuid('The id is not valid.'),
  videoId: z.uuid('The id is not valid.'),
});
const ReplyParams = z.object({ id: z.uuid('The id is not valid.'), replyId: z.uuid('The id is not valid.') });
const UserIdParams = z.object({ userId: z.uuid('The id is not valid.') });
const FollowParams = z.object({
  userId: z.uuid('The id is not valid.'),
  targetId: z.uuid('The id is not valid.'),
});

export const endpoints = {
  getConfig: define({ ...routes.getConfig, response: PublicConfig }),
  getGrades: define({ ...routes.getGrades, response: z.array(Grade) }),
  getMe: define({ ...routes.getMe, response: User }),
  createUser: define({ ...routes.createUser, body: CreateUserBody, response: User }),
  quickSearch: define({ ...routes.quickSearch, query: QuickSearchQuery, response: z.array(SearchResult) }),
  searchUsers: define({ ...routes.searchUsers, query: UserSearchQuery, response: z.array(UserSummary) }),
  getPersonalFeed: define({
    ...routes.getPersonalFeed,
    query: PersonalFeedQuery,
    response: PersonalFeedPage,
  }),
  listNotifications: define({
    ...routes.listNotifications,
    query: NotificationsQuery,
    response: NotificationsPage,
  }),
  getUnreadNotifications: define({ ...routes.getUnreadNotifications, response: UnreadNotifications }),
  markNotificationRead: define({
    ...routes.markNotificationRead,
    params: IdParams,
    response: UnreadNotifications,
  }),
  markAllNotificationsRead: define({ ...routes.markAllNotificationsRead, response: UnreadNotifications }),
  getNotificationSettings: define({ ...routes.getNotificationSettings, response: NotificationSettings }),
  updateNotificationSettings: define({
    ...routes.updateNotificationSettings,
    body: NotificationSettingsBody,
    response: NotificationSettings,
  }),
  getPushKey: define({ ...routes.getPushKey, response: PushKey }),
  subscribePush: define({ ...routes.subscribePush, body: PushSubscriptionBody, response: Empty }),
  unsubscribePush: define({ ...routes.unsubscribePush, body: PushUnsubscribeBody, response: Empty }),
  followUser: define({ ...routes.followUser, params: FollowParams, response: User }),
  unfollowUser: define({ ...routes.unfollowUser, params: FollowParams, response: User }),
  getFollowers: define({ ...routes.getFollowers, params: UserIdParams, response: z.array(UserSummary) }),
  getFollowing: define({ ...routes.getFollowing, params: UserIdParams, response: z.array(UserSummary) }),
  getUser: define({ ...routes.getUser, params: IdParams, response: User }),
  updateUser: define({ ...routes.updateUser, params: IdParams, body: UpdateUserBody, response: User }),
  addFavoriteWall: define({
    ...routes.addFavoriteWall,
    params: UserIdParams,
    body: FavoriteWallBody,
    response: User,
  }),
  removeFavoriteWall: define({ ...routes.removeFavoriteWall, params: FavoriteParams, response: User }),
  addTodoClimb: define({
    ...routes.addTodoClimb,
    params: UserIdParams,
    body: z
      .object({ id: z.uuid('The id is not valid.').describe('The climb') })
      .meta({ id: 'TodoClimbBody' }),
    response: User,
  }),
  removeTodoClimb: define({ ...routes.removeTodoClimb, params: TodoParams, response: User }),
  deleteUser: define({ ...routes.deleteUser, params: IdParams, response: Empty }),
  getAccountDeletionPreview: define({
    ...routes.getAccountDeletionPreview,
    params: IdParams,
    response: AccountDeletionPreview,
  }),
  exportUser: define({ ...routes.exportUser, params: IdParams, response: UserExport }),
  getRecoveryEmail: define({ ...routes.getRecoveryEmail, params: IdParams, response: RecoveryEmail }),
  setRecoveryEmail: define({
    ...routes.setRecoveryEmail,
    params: IdParams,
    body: RecoveryEmailBody,
    response: RecoveryEmail,
  }),
  signOutEverywhere: define({ ...routes.signOutEverywhere, params: IdParams, response: Empty }),
  uploadProfilePicture: define({
    ...routes.uploadProfilePicture,
    params: UserIdParams,
    body: ProfilePictureBody,
    response: User,
  }),
  listWalls: define({ ...routes.listWalls, query: WallsQuery, response: WallsPage }),
  mapWalls: define({ ...routes.mapWalls, response: z.array(MapWall) }),
  getSpotlightWall: define({ ...routes.getSpotlightWall, response: SpotlightWall.nullable() }),
  getWall: define({ ...routes.getWall, params: WallIdParams, query: WallQuery, response: Wall }),
  createWall: define({ ...routes.createWall, body: WallBody, response: IdResponse }),
  updateWall: define({
    ...routes.updateWall,
    params: WallIdParams,
    body: UpdateWallBody,
    response: IdResponse,
  }),
  claimWall: define({ ...routes.claimWall, params: WallIdParams, response: Wall }),
  deleteWall: define({ ...routes.deleteWall, params: WallIdParams, response: Empty }),
  getRevision: define({ ...routes.getRevision, params: RevisionParams, response: WallRevision }),
  addHold: define({ ...routes.addHold, params: RevisionParams, body: HoldBody, response: HoldAdded }),
  addHolds: define({
    ...routes.addHolds,
    params: RevisionParams,
    body: HoldsBody,
    response: HoldsAdded,
    limitCount: (body: HoldsBody) => body.holds.length,
  }),
  getHoldUsage: define({ ...routes.getHoldUsage, params: HoldParams, response: HoldUsage }),
  deleteHold: define({ ...routes.deleteHold, params: HoldParams, response: WallRevision }),
  getGrade: define({ ...routes.getGrade, params: GradeParams, response: Grade }),
  getClimbTags: define({ ...routes.getClimbTags, response: z.array(z.enum(CLIMB_TAG_NAMES)) }),
  getClimb: define({ ...routes.getClimb, params: IdParams, response: Climb }),
  createClimb: define({ ...routes.createClimb, body: ClimbBody, response: Climb }),
  updateClimb: define({ ...routes.updateClimb, params: IdParams, body: ClimbBody, response: Climb }),
  deleteClimb: define({ ...routes.deleteClimb, params: IdParams, response: Empty }),
  listWallClimbs: define({
    ...routes.listWallClimbs,
    params: WallIdParams,
    query: WallClimbsQuery,
    response: ClimbsPage,
  }),
  getClimbNeighbours: define({
    ...routes.getClimbNeighbours,
    params: ClimbParams,
    query: ClimbFilters,
    response: ClimbNeighbours,
  }),
  queryAscents: define({
    ...routes.queryAscents,
    query: AscentsQuery,
    body: AscentsFilter,
    response: AscentsPage,
  }),
  createAscent: define({ ...routes.createAscent, body: AscentBody, response: Ascent }),
  updateAscent: define({ ...routes.updateAscent, params: IdParams, body: AscentBody, response: Ascent }),
  deleteAscent: define({ ...routes.deleteAscent, params: IdParams, response: Empty }),
  createGradeVote: define({
    ...routes.createGradeVote,
    params: IdParams,
    body: GradeVoteBody,
    response: GradeVote,
  }),
  updateGradeVote: define({
    ...routes.updateGradeVote,
    params: VoteParams,
    body: GradeVoteBody,
    response: GradeVote,
  }),
  createRatingVote: define({
    ...routes.createRatingVote,
    params: IdParams,
    body: RatingVoteBody,
    response: RatingVote,
  }),
  updateRatingVote: define({
    ...routes.updateRatingVote,
    params: VoteParams,
    body: RatingVoteBody,
    response: RatingVote,
  }),
  createBrokenVote: define({
    ...routes.createBrokenVote,
    params: IdParams,
    body: BrokenVoteBody,
    response: BrokenVote,
  }),
  updateBrokenVote: define({
    ...routes.updateBrokenVote,
    params: VoteParams,
    body: BrokenVoteBody,
    response: BrokenVote,
  }),
  addClimbTag: define({
    ...routes.addClimbTag,
    params: IdParams,
    body: z
      .object({ name: z.enum(CLIMB_TAG_NAMES, 'Pick one of the known tags.') })
      .meta({ id: 'ClimbTagBody' }),
    response: ClimbTag,
  }),
  voteClimbTag: define({
    ...routes.voteClimbTag,
    params: TagParams,
    query: queryParameters({ score: z.enum(['1', '-1'], 'The score is 1 or -1.').transform(Number) }),
    response: ClimbTag,
  }),
  unvoteClimbTag: define({ ...routes.unvoteClimbTag, params: TagParams, response: Empty }),
  getGradeHistogram: define({
    ...routes.getGradeHistogram,
    params: WallIdParams,
    query: GradeHistogramQuery,
    response: GradeHistogram,
  }),
  getWallSetters: define({ ...routes.getWallSetters, params: WallIdParams, response: z.array(WallSetter) }),
  listClimbLists: define({ ...routes.listClimbLists, query: ClimbListsQuery, response: z.array(ClimbList) }),
  createClimbList: define({ ...routes.createClimbList, body: ClimbListBody, response: ClimbList }),
  getClimbList: define({ ...routes.getClimbList, params: IdParams, response: ClimbList }),
  updateClimbList: define({
    ...routes.updateClimbList,
    params: IdParams,
    body: ClimbListUpdate,
    response: ClimbList,
  }),
  deleteClimbList: define({ ...routes.deleteClimbList, params: IdParams, response: Empty }),
  addClimbToList: define({
    ...routes.addClimbToList,
    params: IdParams,
    query: queryParameters({ climb_id: z.uuid('The id is not valid.') }),
    response: ClimbList,
  }),
  removeClimbFromList: define({ ...routes.removeClimbFromList, params: ClimbParams, response: ClimbList }),
  getListRankings: define({ ...routes.getListRankings, params: IdParams, response: Rankings }),
  getWallStatistics: define({ ...routes.getWallStatistics, params: WallIdParams, response: WallStatistics }),
  getWallFeed: define({
    ...routes.getWallFeed,
    params: WallIdParams,
    query: WallFeedQuery,
    response: z.array(WallFeedItem),
  }),
  findSimilarClimbs: define({
    ...routes.findSimilarClimbs,
    params: WallIdParams,
    body: SimilarClimbsBody,
    response: z.array(SimilarClimb),
  }),
  addBetaVideo: define({
    ...routes.addBetaVideo,
    params: IdParams,
    body: BetaVideoBody,
    response: BetaVideo,
  }),
  deleteBetaVideo: define({ ...routes.deleteBetaVideo, params: BetaVideoParams, response: Empty }),
  listComments: define({ ...routes.listComments, query: CommentsQuery, response: CommentsPage }),
  createComment: define({ ...routes.createComment, body: CommentBody, response: Comment }),
  updateComment: define({
    ...routes.updateComment,
    params: IdParams,
    body: CommentEditBody,
    response: Comment,
  }),
  deleteComment: define({ ...routes.deleteComment, params: IdParams, response: Empty }),
  createReply: define({ ...routes.createReply, params: IdParams, body: ReplyBody, response: Reply }),
  updateReply: define({ ...routes.updateReply, params: ReplyParams, body: ReplyBody, response: Reply }),
  deleteReply: define({ ...routes.deleteReply, params: ReplyParams, response: Empty }),
  ...sessionEndpoints,
  ...sessionInvitationEndpoints,
} satisfies Record<RouteName, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
