import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import { addTodo, removeTodo } from './climbs-todo.service.ts';
import { addFavorite, removeFavorite } from './favorite-walls.service.ts';
import * as users from './users.service.ts';

export async function usersRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.getMe, ({ identity }) => users.getMe(ctx, identity));
  route(app, endpoints.createUser, ({ identity }) => users.createUser(ctx, identity));
  route(app, endpoints.searchUsers, ({ query }) => users.searchUsers(ctx, query.display_name));
  route(app, endpoints.getUser, ({ identity, params }) => users.getUser(ctx, identity, params.id));
  route(app, endpoints.updateUser, ({ identity, params, body }) =>
    users.updateUser(ctx, identity, params.id, body),
  );
  route(app, endpoints.addFavoriteWall, ({ identity, params, body }) =>
    addFavorite(ctx, identity, params.userId, body.id),
  );
  route(app, endpoints.removeFavoriteWall, ({ identity, params }) =>
    removeFavorite(ctx, identity, params.userId, params.wallId),
  );
  route(app, endpoints.addTodoClimb, ({ identity, params, body }) =>
    addTodo(ctx, identity, params.userId, body.id),
  );
  route(app, endpoints.removeTodoClimb, ({ identity, params }) =>
    removeTodo(ctx, identity, params.userId, params.climbId),
  );
}
