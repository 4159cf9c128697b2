import { endpoints } from '@spraybook/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { route } from '../../http/route.ts';
import * as usersService from '../users/users.service.ts';
import * as walls from './walls.service.ts';

export async function wallsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  route(app, endpoints.listWalls, ({ identity, query }) => walls.listWalls(ctx, identity, query));
  route(app, endpoints.mapWalls, ({ identity }) => walls.mapWalls(ctx, identity));
  route(app, endpoints.getWall, ({ identity, params }) => walls.getWall(ctx, identity, params.id));
  route(app, endpoints.createWall, ({ identity, body }) => walls.createWall(ctx, identity, body));
  route(app, endpoints.updateWall, ({ identity, params, body }) =>
    walls.updateWall(ctx, identity, params.id, body),
  );
  route(app, endpoints.deleteWall, ({ identity, params }) => walls.deleteWall(ctx, identity, params.id));
  route(app, endpoints.getRevision, ({ identity, params }) =>
    walls.getRevision(ctx, identity, params.id, params.revId),
  );
  route(app, endpoints.addFavoriteWall, async ({ identity, params, body }) => {
    await walls.setFavorite(ctx, identity, params.userId, body.id, true);
    return usersService.getUser(ctx, params.userId);
  });
  route(app, endpoints.removeFavoriteWall, async ({ identity, params }) => {
    await walls.setFavorite(ctx, identity, params.userId, params.wallId, false);
    return usersService.getUser(ctx, params.userId);
  });
}
