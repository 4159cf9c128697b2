import { route, type Route } from './route.ts';

const tag = 'votes';

/** The votes feature's calls; `routes` holds them with the rest. */
export const votesRoutes = {
  createGradeVote: route({
    method: 'POST',
    path: '/climbs/:id/grade_votes',
    summary: "Vote on a climb's grade (a second vote by the same climber replaces the first)",
    tag,
    auth: 'required',
    status: 201,
    limit: 'vote',
  }),
  updateGradeVote: route({
    method: 'PUT',
    path: '/climbs/:id/grade_votes/:voteId',
    summary: "Change one's own grade vote",
    tag,
    auth: 'required',
    limit: 'vote',
  }),
  createRatingVote: route({
    method: 'POST',
    path: '/climbs/:id/rating_votes',
    summary: "Vote on a climb's rating (a second vote by the same climber replaces the first)",
    tag,
    auth: 'required',
    status: 201,
    limit: 'vote',
  }),
  updateRatingVote: route({
    method: 'PUT',
    path: '/climbs/:id/rating_votes/:voteId',
    summary: "Change one's own rating vote",
    tag,
    auth: 'required',
    limit: 'vote',
  }),
  createBrokenVote: route({
    method: 'POST',
    path: '/climbs/:id/broken_votes',
    summary: "Vote on a climb's broken (a second vote by the same climber replaces the first)",
    tag,
    auth: 'required',
    status: 201,
    limit: 'vote',
  }),
  updateBrokenVote: route({
    method: 'PUT',
    path: '/climbs/:id/broken_votes/:voteId',
    summary: "Change one's own broken vote",
    tag,
    auth: 'required',
    limit: 'vote',
  }),
  addClimbTag: route({
    method: 'POST',
    path: '/climbs/:id/tags',
    summary: "Add a known tag to a climb, with the caller's +1",
    tag,
    auth: 'required',
    status: 201,
    limit: 'tag',
  }),
  voteClimbTag: route({
    method: 'POST',
    path: '/climbs/:id/tags/:tagId/vote',
    summary: "Vote a climb's tag up (score=1) or down (score=-1)",
    tag,
    auth: 'required',
    limit: 'tag',
  }),
  unvoteClimbTag: route({
    method: 'DELETE',
    path: '/climbs/:id/tags/:tagId/vote',
    summary: "Take back one's vote on a tag; a tag without votes drops off the climb",
    tag,
    auth: 'required',
    status: 204,
  }),
} satisfies Record<string, Route>;
