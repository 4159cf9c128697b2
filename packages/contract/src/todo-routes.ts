import { route, type Route } from './route.ts';

const tag = 'todo';

/** The todo feature's calls; `routes` holds them with the rest. */
export const todoRoutes = {
  addTodoClimb: route({
    method: 'PUT',
    path: '/users/:userId/climbs-todo',
    summary: "Put a climb on one's to-do list",
    tag,
    auth: 'required',
  }),
  removeTodoClimb: route({
    method: 'DELETE',
    path: '/users/:userId/climbs-todo/:climbId',
    summary: "Take a climb off one's to-do list",
    tag,
    auth: 'required',
  }),
} satisfies Record<string, Route>;
