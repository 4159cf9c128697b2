import { route, type Route } from './route.ts';

const tag = 'comments';

/** The comments feature's calls; `routes` holds them with the rest. */
export const commentsRoutes = {
  listComments: route({
    method: 'GET',
    path: '/comments',
    summary: 'Comments on a climb, or on a wall and its climbs, newest activity first, with their replies',
    tag,
    auth: 'optional',
    findsById: true, // related_id
  }),
  createComment: route({
    method: 'POST',
    path: '/comments',
    summary: 'Comment on a wall or a climb',
    tag,
    auth: 'required',
    status: 201,
    limit: 'comment',
  }),
  updateComment: route({
    method: 'PUT',
    path: '/comments/:id',
    summary: 'Edit a comment (its author)',
    tag,
    auth: 'required',
    limit: 'comment',
  }),
  deleteComment: route({
    method: 'DELETE',
    path: '/comments/:id',
    summary: 'Remove a comment and its replies (its author)',
    tag,
    auth: 'required',
    status: 204,
  }),
  createReply: route({
    method: 'POST',
    path: '/comments/:id/replies',
    summary: 'Reply to a comment',
    tag,
    auth: 'required',
    status: 201,
    limit: 'comment',
  }),
  updateReply: route({
    method: 'PUT',
    path: '/comments/:id/replies/:replyId',
    summary: 'Edit a reply (its author)',
    tag,
    auth: 'required',
    limit: 'comment',
  }),
  deleteReply: route({
    method: 'DELETE',
    path: '/comments/:id/replies/:replyId',
    summary: 'Remove a reply (its author)',
    tag,
    auth: 'required',
    status: 204,
  }),
} satisfies Record<string, Route>;
